import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { appKey } from '#config/app'

/**
 * CSRF tokens for the signed double-submit check (see the CSRF middleware). A token is
 * `<nonce>.<signature>`, both base64url: the signature is an HMAC under APP_KEY of the nonce
 * and the session id it was issued for. So the server keeps nothing per visitor (a guest's
 * visit writes no store), a token cannot be made up without APP_KEY, and a token taken from
 * another session (one planted before login, say) does not verify.
 */
export const CSRF_COOKIE = 'XSRF-TOKEN'

const NONCE_BYTES = 18

/** An HMAC under APP_KEY of the parts (the first names the purpose, so uses never collide) */
export function appKeyHmac(...parts: string[]) {
  return createHmac('sha256', appKey.release()).update(parts.join('\0')).digest('base64url')
}

function signature(nonce: string, sessionId: string) {
  return appKeyHmac('csrf', sessionId, nonce)
}

/** Compares two strings in time that does not depend on where they differ */
export function sameToken(a: string, b: string) {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** A fresh token for the session id */
export function issueCsrfToken(sessionId: string) {
  const nonce = randomBytes(NONCE_BYTES).toString('base64url')
  return `${nonce}.${signature(nonce, sessionId)}`
}

/** Whether the token was issued by this server (this APP_KEY) for this session id */
export function isValidCsrfToken(token: unknown, sessionId: string): token is string {
  if (typeof token !== 'string' || token.length > 200) return false
  const [nonce, signed, ...rest] = token.split('.')
  if (!nonce || !signed || rest.length) return false
  return sameToken(signed, signature(nonce, sessionId))
}
