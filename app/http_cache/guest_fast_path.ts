import { randomUUID } from 'node:crypto'
import { AUTH_GUARD } from '#config/auth'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import fresh from 'fresh'
import encryption from '@adonisjs/core/services/encryption'
import { CookieClient, CookieParser, type HttpContext } from '@adonisjs/core/http'
import { SESSION_COOKIE_NAME } from '#config/session'
import { preferredEncoding } from '#http_cache/compression'
import { CSRF_COOKIE, isValidCsrfToken, issueCsrfToken } from '#http_cache/csrf_token'
import { GUEST_COOKIE, guestMarker, isGuestMarker } from '#http_cache/guest_marker'
import {
  MAX_ENTRIES,
  findGuestPage,
  inertiaHeadersKey,
  type GuestPage,
} from '#http_cache/guest_pages'
import { keepRecent } from '#utils/recent_map'

/**
 * The guest fast path: a request that can only be a guest's read of a public page already in
 * the guest page cache (app/http_cache/guest_pages.ts) is answered before the AdonisJS
 * pipeline runs, with the very bytes and headers the pipeline sent for that entry. A page view
 * in a raid then costs a version check and a socket write, not a trip through a dozen
 * middleware.
 *
 * It only replays what the normal path taught it: when the guest page middleware serves an
 * entry to a request that qualifies, `learnGuestAnswer` records the status, headers and body
 * bytes the pipeline wrote for it (per method, encoding and 200 / 304). A replay then needs
 *
 * - a GET or HEAD without an Authorization header or a remember-me cookie, from a guest with
 *   an empty session by construction: either a new visitor (no session cookie: no user, no
 *   flash messages, since both live in the session), or a returning guest whose cookies, read
 *   as the pipeline reads them, hold a signed session id, the guest marker for that id (the
 *   session held nothing at its last answer: app/http_cache/guest_marker.ts) and a valid
 *   CSRF token for it (else the pipeline issues a new one);
 * - the same raw URL and Inertia headers (so the same guest page key) as a request the normal path
 *   answered from the cache;
 * - the public-data version read exactly as the middleware reads it (publicDataVersion, which
 *   sees another process's write through Redis or the version poll) still the one of the
 *   entry, and the entry itself still the cache's (its TTL and LRU apply as before);
 * - a recorded answer for this method, encoding (the client's Accept-Encoding as the
 *   compression middleware reads it) and freshness (If-None-Match against the entry's ETag,
 *   the same `fresh` check as AdonisJS's response.fresh()).
 *
 * Anything else goes to AdonisJS unchanged. The per-visitor parts of an answer are made anew:
 * a new visitor gets what the pipeline gives a visitor without cookies (a new session id in
 * the session cookie, a CSRF token and the guest marker for it, same names and attributes as
 * recorded), a returning guest no cookie at all (they keep theirs; the pipeline would only
 * send the same values again with a fresh age), and both a new request id. An answer that set
 * any other cookie, or no guest marker (its session was not empty), is never recorded.
 */

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown

/** Who a request the fast path may answer comes from */
type Visitor = 'new' | 'returning'

/** What the guest page middleware served, and how to tell it is still the current answer */
export type GuestAnswerSource = {
  /** the guest page cache key the entry was found or kept under */
  key: string
  /** the public-data version that key was made with */
  version: string
  /** reads the current version of the page's domains, as the middleware does */
  currentVersion: () => Promise<string>
  page: GuestPage
}

type Reply = {
  status: number
  /** the recorded headers (flat name, value list) without the per-visitor ones */
  headers: string[]
  requestId: boolean
  body: Buffer | undefined
}

type Learned = GuestAnswerSource & { etag: string; replies: Map<string, Reply> }

/** The attributes after the value of a new visitor's cookies, in the order the pipeline sets them */
type VisitorCookies = { csrf: string; session: string; marker: string }

/** At most as many raw request keys as the guest page cache holds entries (the oldest go first) */
const MAX_LEARNED = MAX_ENTRIES

/**
 * The auth session guard's remember-me cookie (named as SessionGuard.rememberMeKeyName names
 * it, `remember_<guard>`, from config/auth.ts; remember-me is off, and it is never a guest's)
 */
const REMEMBER_COOKIE = `remember_${AUTH_GUARD}`

const learned = new Map<string, Learned>()
/** As recorded from the pipeline's answer to a new visitor (they come from config: one set) */
let visitorCookies: VisitorCookies | undefined
let answered = 0
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

/** How many returning guests are remembered as verified (for the tests) */
export function rememberedReturningGuests() {
  return returningGuests.size
}

/** A returning guest: the session id, marker and CSRF token as the pipeline would read them */
function isReturningGuest(header: string) {
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
function visitorOf(req: IncomingMessage): Visitor | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined
  if (req.headers.authorization !== undefined) return undefined
  const cookie = req.headers.cookie
  if (cookie === undefined) return 'new'
  if (cookie.includes(REMEMBER_COOKIE)) return undefined
  // the name anywhere in the header makes it a session's (the cookie parser trims names)
  if (!cookie.includes(SESSION_COOKIE_NAME)) return 'new'
  return isReturningGuest(cookie) ? 'returning' : undefined
}

/**
 * The raw form of a guest page key (guest_pages.guestRequest): the URL as sent and the Inertia
 * headers. Only a request whose URL as sent is its page's canonical one is learned, so this is
 * then exactly the entry's key, and other query strings cannot fill the table.
 */
function rawKey(req: IncomingMessage): string {
  return (req.url ?? '') + inertiaHeadersKey((name) => req.headers[name])
}

/** Which recorded answer a request gets: by method, encoding and whether its copy is fresh */
function variant(req: IncomingMessage, etag: string): string {
  const encoding = preferredEncoding(req.headers['accept-encoding']) ?? 'identity'
  const status = fresh(req.headers, { etag }) ? 304 : 200
  return `${req.method} ${status} ${encoding}`
}

/** A new visitor's cookies, as the pipeline sets them for a new session id */
function newVisitorCookies(attributes: VisitorCookies) {
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

function send(req: IncomingMessage, res: ServerResponse, reply: Reply, visitor: Visitor) {
  const headers = [...reply.headers]
  if (visitor === 'new') headers.push(...newVisitorCookies(visitorCookies!))
  if (reply.requestId) {
    const sent = req.headers['x-request-id']
    headers.push('x-request-id', typeof sent === 'string' && sent ? sent : randomUUID())
  }
  res.writeHead(reply.status, headers)
  res.end(reply.body)
  answered++
}

/** How many answers the fast path has sent since the process started */
export function guestFastPathAnswers() {
  return answered
}

async function replay(
  req: IncomingMessage,
  res: ServerResponse,
  visitor: Visitor,
  key: string,
  entry: Learned
) {
  const current =
    (await entry.currentVersion()) === entry.version && findGuestPage(entry.key) === entry.page
  if (!current) {
    // the page changed or left the cache: the pipeline answers, and teaches the new one
    if (learned.get(key) === entry) learned.delete(key)
    return false
  }
  const reply = entry.replies.get(variant(req, entry.etag))
  if (!reply || (visitor === 'new' && !visitorCookies)) return false
  send(req, res, reply, visitor)
  return true
}

/** A request listener that answers what it can from the guest fast path and hands the rest on */
export function withGuestFastPath(handler: Handler): Handler {
  return (req, res) => {
    // the cheap test first: a read of a page the fast path has learned
    const key = rawKey(req)
    const entry = learned.get(key)
    const visitor = entry && visitorOf(req)
    if (!entry || !visitor) return handler(req, res)
    replay(req, res, visitor, key, entry).then(
      (sent) => sent || handler(req, res),
      () => handler(req, res)
    )
  }
}

/**
 * The attributes of each cookie an answer set, if it set only the cookies the fast path makes
 * itself (each once) and the guest marker among them: its session was empty after the answer.
 */
function guestCookies(lines: string[]) {
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

/** Per-request and connection headers Node or the replay writes itself */
const NOT_RECORDED = new Set(['set-cookie', 'x-request-id', 'date', 'connection', 'keep-alive'])

function record(
  req: IncomingMessage,
  visitor: Visitor,
  source: GuestAnswerSource,
  status: number,
  sent: OutgoingHttpHeaders,
  body: unknown
) {
  const etag = sent['etag']
  if (typeof etag !== 'string') return
  const kind = variant(req, etag)
  if (!kind.includes(` ${status} `)) return
  const setCookie = sent['set-cookie']
  const attributes = guestCookies(
    Array.isArray(setCookie) ? setCookie : setCookie === undefined ? [] : [String(setCookie)]
  )
  if (!attributes) return
  if (visitor === 'new') {
    // a new visitor's three cookies: what a replay to the next one sets
    const [csrf, session, marker] = [
      attributes.get(CSRF_COOKIE),
      attributes.get(SESSION_COOKIE_NAME),
      attributes.get(GUEST_COOKIE),
    ]
    if (csrf === undefined || session === undefined || marker === undefined) return
    visitorCookies = { csrf, session, marker }
  }
  const headers: string[] = []
  for (const [name, value] of Object.entries(sent)) {
    if (value === undefined || NOT_RECORDED.has(name)) continue
    for (const one of Array.isArray(value) ? value : [value]) headers.push(name, String(one))
  }
  const reply: Reply = {
    status,
    headers,
    requestId: sent['x-request-id'] !== undefined,
    // the encoded bytes are the guest page's own (not copied); a text is made bytes once
    body:
      status !== 200
        ? undefined
        : Buffer.isBuffer(body)
          ? body
          : typeof body === 'string' || body instanceof Uint8Array
            ? Buffer.from(body)
            : undefined,
  }

  const key = rawKey(req)
  if (source.key !== `${source.version}\n${key}`) return
  let entry = learned.get(key)
  if (!entry || entry.page !== source.page || entry.etag !== etag) {
    entry = { ...source, etag, replies: new Map() }
  }
  keepRecent(learned, key, entry, MAX_LEARNED)
  entry.replies.set(kind, reply)
}

/**
 * Called by the guest page middleware when it serves a cached page: the answer the pipeline
 * writes for this request is recorded for the fast path, if the request qualifies for it.
 */
export function learnGuestAnswer(ctx: HttpContext, source: GuestAnswerSource) {
  const req = ctx.request.request
  const res = ctx.response.response
  const visitor = visitorOf(req)
  if (!visitor) return
  let status = 0
  let sent: OutgoingHttpHeaders | undefined
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, code: number, ...rest: unknown[]) {
    const extra = rest.find((arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg))
    status = code
    sent = { ...res.getHeaders() }
    for (const [name, value] of Object.entries((extra ?? {}) as OutgoingHttpHeaders)) {
      sent[name.toLowerCase()] = value
    }
    return Reflect.apply(writeHead, this, [code, ...rest])
  } as ServerResponse['writeHead']
  const end = res.end
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    if (sent) record(req, visitor, source, status, sent, args[0])
    return Reflect.apply(end, this, args)
  } as ServerResponse['end']
}
