import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import encryption from '@adonisjs/core/services/encryption'
import { CookieClient, CookieParser } from '@adonisjs/core/http'
import { AUTH_GUARD } from '#config/auth'
import { SESSION_COOKIE_NAME } from '#config/session'
import { CSRF_COOKIE, isValidCsrfToken, issueCsrfToken } from '#http_cache/csrf_token'
import { GUEST_COOKIE, guestMarker, isGuestMarker } from '#http_cache/guest_marker'
import { keepRecent } from '#utils/recent_map'

/**
 * The guest fast path's verdict on a visitor (app/http_cache/guest_fast_path.ts): whether a
 * request can only be a guest's read, a new visitor's or a returning guest's, read from its
 * cookies as the pipeline reads them; and the cookies a new visitor is handed.
 */

/** Who a request the fast path may answer comes from */
export type Visitor = 'new' | 'returning'

/** The attributes after the value of a new visitor's cookies, in the order the pipeline sets them */
export type VisitorCookies = { csrf: string; session: string; marker: string }

/**
 * The auth session guard's remember-me cookie (named as SessionGuard.rememberMeKeyName names
 * it, `remember_<guard>`, from config/auth.ts; remember-me is off, and it is never a guest's)
 */
const REMEMBER_COOKIE = `remember_${AUTH_GUARD}`

// the encrypter the HTTP server signs cookies with (its default one)
const encrypter = encryption.use()
const cookies = new CookieClient(encrypter)

/**
 * Returning guests already verified, keyed by the three cookie values the verdict reads (the
 * signed session id, the guest marker and the CSRF token, as the cookie parser reads them out
 * of the header): the verdict depends only on them and APP_KEY (no part of it expires), and
 * unsigning the session cookie alone costs more than the rest of a replay. Never keyed by the
 * whole Cookie header: other cookies (analytics, junk) would make a new key per request and
 * push the real guests out. Only verified values go in, so a key is short; the oldest go first
 * past the limit.
 */
const returningGuests = new Map<string, true>()
const MAX_RETURNING_GUESTS = 10_000

/** Longer cookie values than any this server issues are never a returning guest's */
const MAX_COOKIE_VALUE = 512

/** The memo key of a returning guest's cookies, if their values could be one's */
function returningGuestKey(raw: Record<string, unknown>) {
  const values = [raw[SESSION_COOKIE_NAME], raw[GUEST_COOKIE], raw[CSRF_COOKIE]]
  if (values.some((v) => typeof v !== 'string' || v === '' || v.length > MAX_COOKIE_VALUE)) {
    return undefined
  }
  return values.join('\n')
}

/** How many returning guests are remembered as verified, by values and by header (for the tests) */
export function rememberedReturningGuests() {
  return returningGuests.size + returningHeaders.size
}

/**
 * Whole Cookie headers already found to be a returning guest's, so that a guest's next
 * requests (the same header, byte for byte) skip parsing it. Only verified headers of a
 * browser's usual size go in (at most 2,000 of 1 KB); the oldest go first past the limit.
 */
const returningHeaders = new Map<string, true>()
const MAX_RETURNING_HEADERS = 2_000
const MAX_REMEMBERED_HEADER = 1_024

/** A returning guest: the session id, marker and CSRF token as the pipeline would read them */
function isReturningGuest(header: string) {
  if (returningHeaders.has(header)) return true
  const returning = verifyReturningGuest(header)
  if (returning && header.length <= MAX_REMEMBERED_HEADER) {
    keepRecent(returningHeaders, header, true, MAX_RETURNING_HEADERS)
  }
  return returning
}

function verifyReturningGuest(header: string) {
  const parsed = new CookieParser(header, encrypter)
  const key = returningGuestKey(parsed.list())
  if (key === undefined) return false
  if (returningGuests.has(key)) return true
  const sessionId: unknown = parsed.unsign(SESSION_COOKIE_NAME)
  const returning =
    typeof sessionId === 'string' &&
    sessionId !== '' &&
    isGuestMarker(parsed.decode(GUEST_COOKIE, false), sessionId) &&
    isValidCsrfToken(parsed.decode(CSRF_COOKIE, false), sessionId)
  if (returning) keepRecent(returningGuests, key, true, MAX_RETURNING_GUESTS)
  return returning
}

/** The guests the fast path may answer: read-only, and nothing that could identify a user */
export function visitorOf(req: IncomingMessage): Visitor | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined
  if (req.headers.authorization !== undefined) return undefined
  const cookie = req.headers.cookie
  if (cookie === undefined) return 'new'
  if (cookie.includes(REMEMBER_COOKIE)) return undefined
  // the name anywhere in the header makes it a session's (the cookie parser trims names)
  if (!cookie.includes(SESSION_COOKIE_NAME)) return 'new'
  return isReturningGuest(cookie) ? 'returning' : undefined
}

/** A new visitor's cookies, as the pipeline sets them for a new session id */
export function newVisitorCookies(attributes: VisitorCookies) {
  const sessionId = randomUUID()
  const session = encodeURIComponent(cookies.sign(SESSION_COOKIE_NAME, sessionId)!)
  return [
    'set-cookie',
    `${CSRF_COOKIE}=${issueCsrfToken(sessionId)}${attributes.csrf}`,
    'set-cookie',
    `${SESSION_COOKIE_NAME}=${session}${attributes.session}`,
    'set-cookie',
    `${GUEST_COOKIE}=${guestMarker(sessionId)}${attributes.marker}`,
  ]
}

/**
 * The attributes of each cookie an answer set, if it set only the cookies the fast path makes
 * itself (each once) and the guest marker among them: its session was empty after the answer.
 */
export function guestCookies(lines: string[]) {
  const attributes = new Map<string, string>()
  for (const line of lines) {
    const name = line.slice(0, line.indexOf('='))
    const semicolon = line.indexOf(';')
    attributes.set(name, semicolon === -1 ? '' : line.slice(semicolon))
  }
  const known = [CSRF_COOKIE, SESSION_COOKIE_NAME, GUEST_COOKIE]
  if (attributes.size !== lines.length || [...attributes.keys()].some((n) => !known.includes(n))) {
    return undefined
  }
  return attributes.has(GUEST_COOKIE) ? attributes : undefined
}
