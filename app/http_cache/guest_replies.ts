import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import fresh from 'fresh'
import type { HttpContext } from '@adonisjs/core/http'
import { SESSION_COOKIE_NAME } from '#config/session'
import { preferredEncoding } from '#http_cache/compression'
import { CSRF_COOKIE } from '#http_cache/csrf_token'
import { GUEST_COOKIE } from '#http_cache/guest_marker'
import { MAX_ENTRIES, inertiaHeadersKey, type GuestPage } from '#http_cache/guest_pages'
import {
  guestCookies,
  visitorOf,
  type Visitor,
  type VisitorCookies,
} from '#http_cache/guest_visitor'
import { keepRecent } from '#utils/recent_map'

/**
 * The answers the guest fast path replays (app/http_cache/guest_fast_path.ts), recorded from
 * what the pipeline wrote when the guest page middleware served a cached page: per raw request
 * key, the status, headers and body bytes by method, encoding and freshness.
 */

/** What the guest page middleware served, and how to tell it is still the current answer */
export type GuestAnswerSource = {
  /** the guest page cache key the entry was found or kept under */
  key: string
  /** the public-data version that key was made with */
  version: string
  /**
   * reads the current version of the page's domains, as the middleware does (at once when
   * this process holds it, else through the store)
   */
  currentVersion: () => string | Promise<string>
  page: GuestPage
}

export type Reply = {
  status: number
  /** the recorded headers (flat name, value list) without the per-visitor ones */
  headers: string[]
  requestId: boolean
  body: Buffer | undefined
}

export type Learned = GuestAnswerSource & { etag: string; replies: Map<string, Reply> }

/** At most as many raw request keys as the guest page cache holds entries (the oldest go first) */
const MAX_LEARNED = MAX_ENTRIES

/** The learned pages by raw request key (the fast path drops one whose page changed) */
export const learned = new Map<string, Learned>()
/** As recorded from the pipeline's answer to a new visitor (they come from config: one set) */
let visitorCookies: VisitorCookies | undefined

/** The attributes of a new visitor's cookies, once an answer to one was recorded */
export function recordedVisitorCookies() {
  return visitorCookies
}

/**
 * The raw form of a guest page key (guest_pages.guestRequest): the URL as sent and the Inertia
 * headers. Only a request whose URL as sent is its page's canonical one is learned, so this is
 * then exactly the entry's key, and other query strings cannot fill the table.
 */
export function rawKey(req: IncomingMessage): string {
  return (req.url ?? '') + inertiaHeadersKey((name) => req.headers[name])
}

/** Which recorded answer a request gets: by method, encoding and whether its copy is fresh */
export function variant(req: IncomingMessage, etag: string): string {
  const encoding = preferredEncoding(req.headers['accept-encoding']) ?? 'identity'
  const status = fresh(req.headers, { etag }) ? 304 : 200
  return `${req.method} ${status} ${encoding}`
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
