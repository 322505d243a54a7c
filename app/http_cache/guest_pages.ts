import type { HttpContext } from '@adonisjs/core/http'
import type { Encoding } from '#http_cache/compression'
import { compressDynamic } from '#http_cache/compression'
import type { TextAnswer } from '#infra/http/text_answer'
import { keepRecent } from '#utils/recent_map'
import { InertiaHeaders } from '@adonisjs/inertia'
import { INTENDED_PARAM } from '#shared/accounts'
import { TWO_FACTOR_STEP_QUERY } from '#shared/two_factor'

/**
 * Whole answers of public pages as guests see them, kept in this process's memory: a stream
 * raid sends thousands of guests to the same few pages, and for a guest the server-rendered
 * HTML (or the Inertia JSON) of a page depends only on the request and the public data. So a
 * page is rendered and compressed once per change of its data, not once per visit.
 *
 * - Keyed by the public data version of the page's domains (app/infra/live/public_cache.ts,
 *   which moves on every committed write, here or in another process) and by what of the
 *   request the render reads: the route's path, the query parameters its controller reads
 *   (declared on the route, each read as the controller reads it: a value it ignores counts as
 *   absent) and the request headers @adonisjs/inertia reads (a visit, a partial reload, the
 *   asset version). Any other query parameter or header shares the page's entry, so random
 *   query strings or invented headers cannot make entries and push out the pages a raid needs;
 *   a miss is rendered for that canonical URL (it is the page's own URL every guest gets).
 * - Kept at most TTL_MS, for what a page derives from the clock rather than from a write (the
 *   `now` of a countdown's first render), and at most MAX_ENTRIES (least recently used go first).
 * - The CSP nonce of the render that made the entry goes with it: a guest served from the entry
 *   gets that nonce in the header. The layout gives it only to the tags it writes itself, and
 *   the page data in them is escaped, so nothing that came from data or the URL carries it.
 */
export const TTL_MS = 10_000
export const MAX_ENTRIES = 200

export type GuestPage = TextAnswer & {
  /** headers the page's own render set (type, Vary, X-Inertia) */
  headers: Record<string, string>
  nonce: string | undefined
  storedAt: number
  encoded: Partial<Record<Encoding, Promise<Buffer>>>
}

/**
 * How a page's controller reads one query parameter: the value its render depends on as text,
 * `undefined` when the render is the one without it, or `false` when a render for this value
 * is answered but not kept (values without bound that only a rare link uses).
 */
export type QueryRead = (value: unknown) => string | undefined | false

/** What a guest's answer to a request depends on, beyond the public data version */
export type GuestRequest = {
  /** the cache key (without the version) */
  key: string
  /** the URL the page is rendered for: the path and the query parameters it reads, in order */
  url: string
  /** whether the request's own URL is that one */
  canonical: boolean
}

/** The request headers @adonisjs/inertia reads (Location is only ever an answer's) */
export const INERTIA_REQUEST_HEADERS: readonly string[] = Object.values(InertiaHeaders).filter(
  (name) => name !== InertiaHeaders.Location
)

/** The Inertia request headers a request has, as they go into a key */
export function inertiaHeadersKey(header: (name: string) => unknown): string {
  let key = ''
  for (const name of INERTIA_REQUEST_HEADERS) {
    const value = header(name)
    if (value !== undefined) key += `\n${name}=${value}`
  }
  return key
}

/**
 * Query parameters every page's layout reads in the browser: links that open a dialog
 * (inertia/hooks/use_open_dialog_from_query.ts; `step` opens login on its code step) and the
 * page to come back to after login (inertia/lib/account.ts). Inertia puts the page's own URL in the address bar, so they must be
 * in it: the login dialog keys the page, a reset code or a page to come back to is answered
 * without being kept (a link one visitor follows, any value).
 */
const LAYOUT_QUERY: Record<string, QueryRead> = {
  auth: (value) => (value === 'login' || value === 'register' ? value : undefined),
  // the login dialog on its code step (a "Continue with" log-in, two-factor sign-in on)
  [TWO_FACTOR_STEP_QUERY.name]: (value) =>
    value === TWO_FACTOR_STEP_QUERY.value ? value : undefined,
  [INTENDED_PARAM]: (value) => (value === undefined ? undefined : false),
  reset: (value) => (value === undefined ? undefined : false),
}

const pages = new Map<string, GuestPage>()

/**
 * The key of a guest's request for a page whose controller reads `query` (the layout's own
 * reads are added); undefined when the answer is not to be kept
 */
export function guestRequest(
  { request, route }: HttpContext,
  query: Record<string, QueryRead> = {}
): GuestRequest | undefined {
  // the route's own pattern (guest pages have no parameters): /leaderboard/ is /leaderboard
  const pattern = route?.pattern
  const path = pattern && !/[:*]/.test(pattern) ? pattern : request.url()
  const params = new URLSearchParams()
  const qs = request.qs()
  const reads = { ...LAYOUT_QUERY, ...query }
  for (const name of Object.keys(reads).sort()) {
    const value = reads[name](qs[name])
    if (value === false) return undefined
    if (value !== undefined) params.set(name, value)
  }
  const search = params.toString()
  const url = search ? `${path}?${search}` : path
  return {
    key: url + inertiaHeadersKey((name) => request.header(name)),
    url,
    canonical: request.url(true) === url,
  }
}

export function findGuestPage(key: string, now = Date.now()): GuestPage | undefined {
  const page = pages.get(key)
  if (!page) return undefined
  if (now - page.storedAt > TTL_MS) {
    pages.delete(key)
    return undefined
  }
  keepRecent(pages, key, page)
  return page
}

export function keepGuestPage(key: string, page: Omit<GuestPage, 'storedAt' | 'encoded'>) {
  const entry: GuestPage = { ...page, storedAt: Date.now(), encoded: {} }
  keepRecent(pages, key, entry, MAX_ENTRIES)
  return entry
}

/** The page's bytes in an encoding, compressed on first use and reused afterwards */
export function encodedGuestPage(page: GuestPage, encoding: Encoding): Promise<Buffer> {
  page.encoded[encoding] ??= compressDynamic(page.body, encoding)
  return page.encoded[encoding]
}

/** How many entries the cache holds (for the tests) */
export function guestPageCount() {
  return pages.size
}

/** Drops every entry (tests start each case from an empty cache) */
export function clearGuestPages() {
  pages.clear()
}
