import { createHmac, timingSafeEqual } from 'node:crypto'

/** Deliveries older than this are refused (Twitch's advice against replays) */
export const MAX_TWITCH_MESSAGE_AGE_SECONDS = 10 * 60

export type TwitchSignatureCheck =
  { ok: true } | { ok: false; reason: 'missing headers' | 'stale timestamp' | 'bad signature' }

/**
 * EventSub signs each delivery with HMAC-SHA256 keyed by the subscription's secret
 * (TWITCH_EVENTSUB_SECRET) over message id + timestamp + raw body, sent as
 * `sha256=<hex>` in Twitch-Eventsub-Message-Signature. Compared in constant time; a message
 * whose timestamp is more than ten minutes away from now is refused (a replay).
 * https://dev.twitch.tv/docs/eventsub/handling-webhook-events/#verifying-the-event-message
 */
export function verifyTwitchSignature(input: {
  secret: string
  messageId?: string
  timestamp?: string
  signature?: string
  body: string
  now?: Date
}): TwitchSignatureCheck {
  if (!input.messageId || !input.timestamp || !input.signature) {
    return { ok: false, reason: 'missing headers' }
  }
  const expected = Buffer.from(
    'sha256=' +
      createHmac('sha256', input.secret)
        .update(input.messageId + input.timestamp + input.body)
        .digest('hex')
  )
  const given = Buffer.from(input.signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad signature' }
  }
  const sent = Date.parse(input.timestamp)
  const now = (input.now ?? new Date()).getTime()
  if (Number.isNaN(sent) || Math.abs(now - sent) > MAX_TWITCH_MESSAGE_AGE_SECONDS * 1000) {
    return { ok: false, reason: 'stale timestamp' }
  }
  return { ok: true }
}
