import { DateTime } from 'luxon'
import { errors as vineErrors } from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { verifyKickSignature } from '#services/chat_points/kick_signature'
import {
  isBotAccount,
  isStreamLive,
  noteDelivery,
  recordChatActivity,
} from '#services/chat_points/chat_activity'
import { eventTime, recordStreamStatus, streamStatusChanged } from '#services/stream/stream_status'
import { kickBroadcasterId } from '#services/chat_points/kick_client'
import {
  kickWebhookPublicKey,
  pinnedKickWebhookPublicKey,
  refreshedKickWebhookPublicKey,
} from '#services/chat_points/kick_public_key'
import { messageCountsForPoints } from '#services/chat_points/message_quality'
import { answerPointsCommand, isPointsCommand } from '#services/chat_points/points_command'
import { enterRafflesFromChat } from '#services/raffles/chat_keyword'
import { joinTournamentsFromChat } from '#services/tournament/signup'
import { guessFromChat } from '#services/hunt/chat_guess'
import { dbTimestamp } from '#infra/db/time'
import { firstDelivery } from '#services/chat_points/delivery_ids'
import {
  KICK_EVENT_VALIDATORS,
  SAME_SHAPE,
  type KickEvent,
  type KickEventType,
} from '#validators/kick_webhook'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { isKickRewardEvent, rewardKickEvent } from '#services/kick_rewards/rewards'
import { kickRewardSettings } from '#services/kick_rewards/settings'
import { handleSlotRequestCommand, slotRequestCommand } from '#services/slot_requests/chat_command'
import { voteFromChat } from '#services/polls/chat_vote'

/**
 * Kick's webhook settings. Without the streamer's channel id every signed event would be
 * trusted, and anyone can point their own Kick app's webhook at this site, so events count
 * only when KICK_BROADCASTER_ID is set ('' counts as unset). The public key is
 * KICK_WEBHOOK_PUBLIC_KEY when set, else the one Kick publishes (fetched and cached).
 */
export async function kickWebhookSettings() {
  const broadcasterId = kickBroadcasterId()
  // without a channel nothing counts, so Kick is not asked for its key
  const publicKey = broadcasterId ? await kickWebhookPublicKey() : pinnedKickWebhookPublicKey()
  return { publicKey, broadcasterId }
}

export function kickWebhooksConfigured() {
  return Boolean(kickBroadcasterId())
}

export type KickWebhookRequest = {
  body: string
  messageId?: string
  timestamp?: string
  signature?: string
  type?: string
}

export type KickWebhookOutcome = { status: number; message: string; errors?: unknown }

type Identified =
  | { ok: true; event: KickEvent }
  | { ok: false; outcome: KickWebhookOutcome }
  | { ok: 'unsupported' }

function isSupported(type: string): type is KickEventType {
  return Object.hasOwn(KICK_EVENT_VALIDATORS, type)
}

async function matches(type: KickEventType, payload: unknown) {
  try {
    return { ok: true as const, data: await KICK_EVENT_VALIDATORS[type].validate(payload) }
  } catch (error) {
    if (error instanceof vineErrors.E_VALIDATION_ERROR)
      return { ok: false as const, errors: error.messages }
    throw error
  }
}

/**
 * The event behind a signed body. The type header is not signed, so the body must fit the
 * header's schema and no other supported one: a chat message relabelled as a stream going
 * live (or the reverse) is refused.
 */
async function identify(type: string | undefined, body: string): Promise<Identified> {
  if (!type) return { ok: false, outcome: { status: 400, message: 'missing Kick-Event-Type' } }
  let payload: unknown
  try {
    payload = JSON.parse(body)
  } catch {
    return { ok: false, outcome: { status: 400, message: 'invalid JSON' } }
  }
  const sameShape = SAME_SHAPE.find((group) => group.includes(type as KickEventType)) ?? [type]
  const others = (Object.keys(KICK_EVENT_VALIDATORS) as KickEventType[]).filter(
    (t) => !sameShape.includes(t)
  )
  for (const other of others) {
    const fitsOther = await matches(other, payload)
    if (fitsOther.ok) {
      return {
        ok: false,
        outcome: { status: 422, message: 'Kick-Event-Type does not match the payload' },
      }
    }
  }
  // types the site does not act on are acknowledged, so Kick does not retry them
  if (!isSupported(type)) return { ok: 'unsupported' }
  const result = await matches(type, payload)
  if (!result.ok) {
    return {
      ok: false,
      outcome: { status: 422, message: `invalid ${type} payload`, errors: result.errors },
    }
  }
  return { ok: true, event: { type, payload: result.data } as KickEvent }
}

/** Kick's time of the event, when the payload carries one */
function eventCreatedAt(event: KickEvent) {
  const text = 'created_at' in event.payload ? event.payload.created_at : undefined
  if (!text) return null
  const at = DateTime.fromISO(text, { zone: 'utc' })
  return at.isValid ? at : null
}

/** The newest event time seen, for the admin's delay figure (now minus it) */
async function noteNewestEvent(trx: TransactionClientContract, createdAt: DateTime | null) {
  if (!createdAt) return
  const at = dbTimestamp(trx, DateTime.min(createdAt, DateTime.utc()))
  await trx
    .from('stream_status')
    .where('id', 1)
    .where((q) => q.whereNull('newest_event_at').orWhere('newest_event_at', '<', at))
    .update({ newest_event_at: at })
}

/**
 * Whether an event is too late to count for chat points or keyword entries (its Kick time is
 * older than the configured limit, 15 minutes by default); rewards count however late.
 */
export async function isStaleKickEvent(event: KickEvent, now = DateTime.utc()) {
  const createdAt = eventCreatedAt(event)
  if (!createdAt) return false
  const { stale_minutes: limit } = await kickRewardSettings()
  return now.diff(createdAt, 'minutes').minutes > limit
}

/** livestream.status.updated: the stream's state and, going live, its announcement (go_live.ts) */
function recordKickStatus(trx: TransactionClientContract, event: KickEvent) {
  if (event.type !== 'livestream.status.updated') return
  const { payload } = event
  return recordStreamStatus(trx, 'kick', payload.is_live, {
    channel: payload.broadcaster.channel_slug ?? null,
    title: payload.title ?? null,
    category: null,
    viewers: null,
    startedAt: eventTime(payload.started_at),
    streamId: null,
  })
}

async function apply(event: KickEvent) {
  if (event.type === 'livestream.status.updated') return streamStatusChanged()
  if (event.type !== 'chat.message.sent') return
  const { sender, content, message_id: chatMessageId } = event.payload
  const senderId = String(sender.user_id)
  if (isBotAccount(senderId, sender.username)) return
  const reply = { kickUserId: senderId, kickUsername: sender.username, chatMessageId }
  if (isPointsCommand(content)) answerPointsCommand(reply)
  const slot = slotRequestCommand(content)
  if (slot !== null) await handleSlotRequestCommand({ ...reply, slot })
  await guessFromChat(reply, content)
  await voteFromChat(reply, content)
  if (await isStaleKickEvent(event)) return
  const keyword = { ...reply, kickUsername: sender.username ?? 'viewer', content }
  await enterRafflesFromChat(keyword)
  await joinTournamentsFromChat(keyword)
  const counts = await messageCountsForPoints(senderId, content)
  if (counts && (await isStreamLive('kick'))) await recordChatActivity(senderId, DateTime.utc())
}

/**
 * One webhook delivery: `chat.message.sent` marks the sender active in the current window
 * while the stream is live, when the message counts (not a repeat, not only emotes, not a
 * command) and is not stale, `!points` gets the sender's balance in chat (sent after the
 * answer), `!sr <slot>` requests a slot, `!gtb <amount>` guesses the hunt's balance, `!vote <n>` votes
 * in the open poll, and an
 * open raffle's or tournament sign-up's keyword enters the sender's linked user; `livestream.status.updated` switches live on and
 * off; the support events (subscriptions, gifts, Kicks, follows) pay their rewards in the
 * transaction that records the message id, so a resent event never pays twice. Each delivery from the streamer's
 * channel is noted for the admin dashboard (last webhook, last chat event). In order:
 * Kick's signature (with a fresh timestamp), the site's configuration, the payload's shape
 * for its type, the streamer's channel, and a message id not seen before. Anything refused
 * or ignored changes nothing.
 */
export async function receiveKickWebhook(input: KickWebhookRequest): Promise<KickWebhookOutcome> {
  const settings = await kickWebhookSettings()
  let check = verifyKickSignature({ ...input, publicKey: settings.publicKey })
  if (!check.ok && check.reason === 'bad signature') {
    // Kick may have rotated its key: one fresh copy (at most one fetch a minute)
    const fresh = await refreshedKickWebhookPublicKey()
    if (fresh) check = verifyKickSignature({ ...input, publicKey: fresh })
  }
  if (!check.ok) return { status: 401, message: check.reason }

  // 409 (the site's state refuses it), not a 5xx: nothing failed, and no answer of the site is a 5xx
  // unless something broke
  if (!settings.broadcasterId) {
    return {
      status: 409,
      // an answer to Kick's servers, not a reader: English, the admin landing words it in theirs
      message:
        "Kick webhooks not configured: set KICK_BROADCASTER_ID to the streamer's Kick user id",
    }
  }

  const identified = await identify(input.type, input.body)
  if (identified.ok === 'unsupported') return { status: 200, message: 'ignored' }
  if (!identified.ok) return identified.outcome
  const { event } = identified

  const channel = String(event.payload.broadcaster.user_id)
  if (channel !== settings.broadcasterId) {
    logger.warn({ channel, type: event.type }, 'kick webhook: event from another channel ignored')
    return { status: 200, message: 'ignored' }
  }

  await noteDelivery('kick', event.type === 'chat.message.sent')
  const first = await db.transaction(async (trx) => {
    if (!(await firstDelivery(trx, input.messageId!, event.type))) return false
    await noteNewestEvent(trx, eventCreatedAt(event))
    if (isKickRewardEvent(event)) await rewardKickEvent(trx, event, input.messageId!)
    await recordKickStatus(trx, event)
    return true
  })
  if (!first) return { status: 200, message: 'duplicate' }
  await apply(event)
  return { status: 200, message: 'ok' }
}
