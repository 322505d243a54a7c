import { createVerify } from 'node:crypto'

/** Events older than this are refused as replays */
export const MAX_EVENT_AGE_SECONDS = 5 * 60

export type SignatureCheck =
  | { ok: true }
  | { ok: false; reason: 'missing headers' | 'stale timestamp' | 'bad signature' | 'no public key' }

/**
 * Kick signs each webhook with RSA-SHA256 over `message_id.timestamp.body` (base64 signature
 * in Kick-Event-Signature). The public key comes from configuration (Kick publishes it).
 */
export function verifyKickSignature(input: {
  messageId?: string
  timestamp?: string
  signature?: string
  body: string
  publicKey?: string
  now?: Date
}): SignatureCheck {
  if (!input.publicKey) return { ok: false, reason: 'no public key' }
  if (!input.messageId || !input.timestamp || !input.signature)
    return { ok: false, reason: 'missing headers' }

  const sent = Date.parse(input.timestamp)
  const now = (input.now ?? new Date()).getTime()
  if (Number.isNaN(sent) || Math.abs(now - sent) > MAX_EVENT_AGE_SECONDS * 1000) {
    return { ok: false, reason: 'stale timestamp' }
  }

  const verifier = createVerify('RSA-SHA256')
  verifier.update(`${input.messageId}.${input.timestamp}.${input.body}`)
  try {
    return verifier.verify(input.publicKey, input.signature, 'base64')
      ? { ok: true }
      : { ok: false, reason: 'bad signature' }
  } catch {
    return { ok: false, reason: 'bad signature' }
  }
}
