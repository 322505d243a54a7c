import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import env from '#start/env'
import db from '@adonisjs/lucid/services/db'
import { verifyKickSignature } from '#services/chat_points/kick_signature'
import {
  isBotAccount,
  isStreamLive,
  recordChatActivity,
  setStreamLive,
} from '#services/chat_points/chat_activity'
import { dbTimestamp } from '#services/db/time'
import { isUniqueViolation } from '#services/db/errors'

type ChatMessage = {
  broadcaster?: { user_id?: number | string }
  sender?: { user_id?: number | string; username?: string }
}

type LivestreamStatus = { broadcaster?: { user_id?: number | string }; is_live?: boolean }

export default class KickWebhookController {
  /**
   * Kick's webhooks: `chat.message.sent` marks the sender active in the current window while
   * the stream is live; `livestream.status.updated` switches live on and off. Signed events
   * only; a message id seen before is acknowledged and skipped.
   */
  async handle({ request, response }: HttpContext) {
    const body = request.raw() ?? ''
    const messageId = request.header('kick-event-message-id')
    const check = verifyKickSignature({
      messageId,
      timestamp: request.header('kick-event-message-timestamp'),
      signature: request.header('kick-event-signature'),
      body,
      publicKey: env.get('KICK_WEBHOOK_PUBLIC_KEY')?.replace(/\\n/g, '\n'),
    })
    if (!check.ok) return response.unauthorized({ message: check.reason })

    const type = request.header('kick-event-type') ?? 'unknown'
    const client = db.connection()
    try {
      await client
        .insertQuery()
        .table('kick_events')
        .insert({ message_id: messageId, type, received_at: dbTimestamp(client) })
    } catch (error) {
      if (isUniqueViolation(error)) return response.ok({ message: 'duplicate' })
      throw error
    }

    const payload = JSON.parse(body || '{}')
    const broadcasterId = env.get('KICK_BROADCASTER_ID')
    const fromChannel = (event: { broadcaster?: { user_id?: number | string } }) =>
      !broadcasterId || String(event.broadcaster?.user_id ?? '') === broadcasterId

    if (type === 'livestream.status.updated') {
      const event = payload as LivestreamStatus
      if (fromChannel(event)) await setStreamLive(Boolean(event.is_live))
    } else if (type === 'chat.message.sent') {
      const event = payload as ChatMessage
      const senderId = event.sender?.user_id !== undefined ? String(event.sender.user_id) : null
      if (
        senderId &&
        fromChannel(event) &&
        !isBotAccount(senderId, event.sender?.username) &&
        (await isStreamLive())
      ) {
        await recordChatActivity(senderId, DateTime.utc())
      }
    }
    return response.ok({ message: 'ok' })
  }
}
