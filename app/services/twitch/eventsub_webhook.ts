import { DateTime } from 'luxon'
import { errors as vineErrors } from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { twitchSettings } from '#config/twitch'
import { verifyTwitchSignature } from '#services/twitch/eventsub_signature'
import { handleTwitchEvent } from '#services/twitch/twitch_chat'
import { isTwitchRewardEvent, rewardTwitchEvent } from '#services/twitch/twitch_rewards'
import { noteDelivery } from '#services/chat_points/chat_activity'
import { recordTwitchStatus } from '#services/twitch/twitch_status'
import { dbTimestamp } from '#infra/db/time'
import { firstDelivery } from '#services/chat_points/delivery_ids'
import { STREAM_STATUS_ROW } from '#shared/platforms'
import {
  eventSubEnvelopeValidator,
  TWITCH_EVENT_VALIDATORS,
  type TwitchEvent,
  type TwitchEventType,
} from '#validators/twitch_eventsub'
import type { Infer } from '@vinejs/vine/types'

export type TwitchWebhookRequest = {
  body: string
  messageId?: string
  timestamp?: string
  signature?: string
  messageType?: string
}

/** The answer: JSON, or plain text (the verification challenge) */
export type TwitchWebhookOutcome =
  { status: number; message: string; errors?: unknown } | { status: number; text: string }

type Envelope = Infer<typeof eventSubEnvelopeValidator>

async function validated<T>(validator: { validate(data: unknown): Promise<T> }, data: unknown) {
  try {
    return { ok: true as const, data: await validator.validate(data) }
  } catch (error) {
    if (error instanceof vineErrors.E_VALIDATION_ERROR) {
      return { ok: false as const, errors: error.messages as unknown }
    }
    throw error
  }
}

/** A revoked subscription (its type and Twitch's reason), for the admin landing */
async function recordRevocation(envelope: Envelope) {
  const { type, status } = envelope.subscription
  logger.warn({ type, status }, 'twitch eventsub: subscription revoked')
  const client = db.connection()
  const now = dbTimestamp(client)
  await client
    .insertQuery()
    .table('stream_status')
    .insert({
      id: STREAM_STATUS_ROW.twitch,
      live: false,
      changed_at: now,
      revocation: `${type}: ${status ?? 'revoked'}`.slice(0, 200),
      revoked_at: now,
    })
    .onConflict('id')
    .merge(['revocation', 'revoked_at'])
}

const conditionBroadcaster = (envelope: Envelope) => {
  const condition = (envelope.subscription.condition ?? {}) as Record<string, unknown>
  return String(condition.broadcaster_user_id ?? condition.to_broadcaster_user_id ?? '')
}

/**
 * One EventSub delivery (https://dev.twitch.tv/docs/eventsub/handling-webhook-events/). In
 * order, before any database work: the site's configuration (TWITCH_EVENTSUB_SECRET and
 * TWITCH_BROADCASTER_ID), the signature (constant time) and the message's age (ten minutes at
 * most); then by Twitch-Eventsub-Message-Type: `webhook_callback_verification` is answered
 * with the challenge as plain text, `revocation` is recorded for the admin landing, and a
 * `notification` must fit its type's schema, come from the streamer's channel and carry a
 * message id not seen before; a support event pays its reward in the transaction that
 * records the id (twitch_rewards.ts), then the event is acted on (twitch_chat.ts). Anything refused or
 * ignored changes nothing.
 */
export async function receiveTwitchWebhook(
  input: TwitchWebhookRequest
): Promise<TwitchWebhookOutcome> {
  const settings = twitchSettings()
  if (!settings.eventsubSecret || !settings.broadcasterId) {
    // an answer to Twitch's servers, not a reader: English, the admin landing words it in theirs
    return {
      status: 409,
      message:
        'Twitch webhooks not configured: set TWITCH_EVENTSUB_SECRET and TWITCH_BROADCASTER_ID',
    }
  }
  const check = verifyTwitchSignature({ ...input, secret: settings.eventsubSecret })
  if (!check.ok) return { status: 403, message: check.reason }

  let payload: unknown
  try {
    payload = JSON.parse(input.body)
  } catch {
    return { status: 400, message: 'invalid JSON' }
  }
  const envelope = await validated(eventSubEnvelopeValidator, payload)
  if (!envelope.ok) return { status: 422, message: 'invalid envelope', errors: envelope.errors }
  const { data } = envelope
  if (conditionBroadcaster(data) !== settings.broadcasterId) {
    logger.warn({ type: data.subscription.type }, 'twitch webhook: another channel ignored')
    return { status: 200, message: 'ignored' }
  }

  if (input.messageType === 'webhook_callback_verification') {
    if (!data.challenge) return { status: 422, message: 'missing challenge' }
    return { status: 200, text: data.challenge }
  }
  if (input.messageType === 'revocation') {
    await recordRevocation(data)
    return { status: 200, message: 'ok' }
  }
  if (input.messageType !== 'notification') return { status: 200, message: 'ignored' }

  const type = data.subscription.type
  if (!Object.hasOwn(TWITCH_EVENT_VALIDATORS, type)) return { status: 200, message: 'ignored' }
  const result = await validated(TWITCH_EVENT_VALIDATORS[type as TwitchEventType], data.event)
  if (!result.ok) {
    return { status: 422, message: `invalid ${type} event`, errors: result.errors }
  }
  const event = { type, event: result.data } as TwitchEvent
  if (event.event.broadcaster_user_id !== settings.broadcasterId) {
    return { status: 200, message: 'ignored' }
  }

  await noteDelivery('twitch', type === 'channel.chat.message')
  const at = DateTime.fromISO(input.timestamp!, { zone: 'utc' })
  const first = await db.transaction(async (trx) => {
    if (!(await firstDelivery(trx, input.messageId!, `twitch:${type}`))) return false
    if (isTwitchRewardEvent(event)) await rewardTwitchEvent(trx, event, input.messageId!, at)
    await recordTwitchStatus(trx, event)
    return true
  })
  if (!first) return { status: 200, message: 'duplicate' }
  await handleTwitchEvent(event, DateTime.utc(), input.messageId!)
  return { status: 200, message: 'ok' }
}
