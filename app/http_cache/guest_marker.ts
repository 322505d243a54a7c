import type { HttpContext } from '@adonisjs/core/http'
import { SESSION_AGE, SESSION_COOKIE } from '#config/session'
import { appKeyHmac, sameToken } from '#http_cache/csrf_token'

/**
 * The guest marker: a cookie saying "the session behind this session id held nothing (no user,
 * no flash messages, no data) when the last answer was sent", so the guest fast path
 * (app/http_cache/guest_fast_path.ts) can answer a returning guest without reading the
 * session store. Its value is an HMAC under APP_KEY of the session id, so it cannot be made up,
 * and it is worthless for any other session id: login and logout start a new session id, and a
 * session that stops being empty gets the marker cleared in the same answer. The session
 * cookie's attributes and age, so both leave the browser together.
 */
export const GUEST_COOKIE = 'neon-guest'

export function guestMarker(sessionId: string) {
  return appKeyHmac('guest', sessionId)
}

/** Whether the marker was issued by this server (this APP_KEY) for this session id */
export function isGuestMarker(marker: unknown, sessionId: string): boolean {
  return (
    typeof marker === 'string' && marker.length < 100 && sameToken(marker, guestMarker(sessionId))
  )
}

/**
 * Sets or clears the marker after the session was committed: set (again, with the session
 * cookie's fresh age) while the session is empty, cleared when it is not and the request had one.
 */
export function answerGuestMarker({ session, request, response }: HttpContext) {
  if (session.isEmpty) {
    response.plainCookie(GUEST_COOKIE, guestMarker(session.sessionId), {
      ...SESSION_COOKIE,
      maxAge: SESSION_AGE,
      encode: false,
    })
  } else if (request.plainCookie(GUEST_COOKIE, { encoded: false })) {
    response.clearCookie(GUEST_COOKIE, SESSION_COOKIE)
  }
}
