import router from '@adonisjs/core/services/router'
import type { OutgoingHttpHeaders } from 'node:http'
import type { HttpContext } from '@adonisjs/core/http'
import { InertiaHeaders } from '@adonisjs/inertia'
import { compressDynamic, weakEtag, type Encoding } from '#infra/http/compression'
import type { TextAnswer } from '#infra/http/text_answer'
import { knownPublicDataVersion, publicDataVersion } from '#infra/live/public_cache'
import { knownSharedPropsVersion, sharedPropsVersion } from '#services/raffles/public_raffles'
import type { PublicDomain } from '#shared/live'
import { INTENDED_PARAM } from '#shared/accounts'
import { TWO_FACTOR_STEP_QUERY } from '#shared/two_factor'
import { keepRecent } from '#utils/recent_map'
import { onlyLocaleCookie, requestLocale } from '#infra/i18n/request_locale'

/**
 * Public pages: what a guest's answer depends on, declared once beside the controller action
 * (`publicPage`), and the answers kept in memory for guests.
 *
 * A guest's answer depends only on the method, the path, the query parameters the page reads,
 * the Inertia request headers, the language (the `locale` cookie or Accept-Language) and the data generation of the page's domains (plus the shared
 * props every page carries: the header's RAFFLES link and LIVE badge, the admins' texts). Those make the key; an entry lives at
 * most TTL_MS (what a page derives from the clock) and the map holds MAX_ENTRIES at most.
 */
export const TTL_MS = 10_000
export const MAX_ENTRIES = 200

/**
 * How a page reads one query parameter: the value it renders for, or undefined when the page
 * renders as without it. `kept: false` for values without bound that only a rare link carries
 * (a render for one is answered, never kept).
 */
export type QueryParam<T> = { read: (raw: unknown) => T | undefined; kept: boolean }

export function param<T>(read: (raw: unknown) => T | undefined, kept = true): QueryParam<T> {
  return { read, kept }
}

type Params = Record<string, QueryParam<unknown>>
type Values<Q extends Params> = { [K in keyof Q]: ReturnType<Q[K]['read']> }

export type PublicPage<Q extends Params = Params> = {
  domains: readonly PublicDomain[]
  query: Q
  /** the declared parameters of the request, read as the cache keys them */
  params(ctx: HttpContext): Values<Q>
}

/**
 * Query parameters every page's layout reads in the browser: the dialog a link opens (login,
 * sign-up, login on its code step), and a reset code or the page to come back to after login
 * (any value: answered, not kept).
 */
const LAYOUT_QUERY: Params = {
  auth: param((raw) => (raw === 'login' || raw === 'register' ? raw : undefined)),
  [TWO_FACTOR_STEP_QUERY.name]: param((raw) =>
    raw === TWO_FACTOR_STEP_QUERY.value ? raw : undefined
  ),
  [INTENDED_PARAM]: param((raw) => raw as string | undefined, false),
  reset: param((raw) => raw as string | undefined, false),
}

/** The query parameters a page's render may read: its own and the layout's */
export function declaredNames(page: PublicPage): Set<string> {
  return new Set([...Object.keys(LAYOUT_QUERY), ...Object.keys(page.query)])
}

/** A public page built from these domains' data that reads these query parameters */
export function publicPage<Q extends Params = {}>(
  domains: readonly PublicDomain[],
  query: Q = {} as Q
): PublicPage<Q> {
  return {
    domains,
    query,
    params: ({ request }) => {
      const qs = request.qs()
      const values: Record<string, unknown> = {}
      for (const name of Object.keys(query)) values[name] = query[name].read(qs[name])
      return values as Values<Q>
    },
  }
}

/** The declarations by route pattern, filled by the route files (`servedFromMemory`) */
const byPattern = new Map<string, PublicPage>()

/** Serves a route's guests from memory (public_page_middleware): `servedFromMemory(router.get(…), page)` */
export function servedFromMemory<R extends { getPattern(): string }>(route: R, page: PublicPage) {
  byPattern.set(route.getPattern(), page)
  return route
}

export function publicPageOf(pattern: string | undefined) {
  return pattern === undefined ? undefined : byPattern.get(pattern)
}

/** Every declared public route, by pattern (the tests walk them) */
export function publicRoutes(): ReadonlyMap<string, PublicPage> {
  return byPattern
}

/** What a request's answer depends on, but the data version; undefined: not to be kept */
export type PageRequest = { key: string; url: string; query: Record<string, string> }

/** A request as the key reads it: from an HttpContext (middleware) or a raw one (guest_hits.ts) */
export type GuestRead = {
  method: string
  /** the decoded path, without the query string */
  path: string
  qs: Record<string, unknown>
  header(name: string): string | undefined
}

/**
 * Only a GET or HEAD with no Authorization header and no Cookie but the language choice is a
 * guest's, with no flash
 */
export function isGuestRead(read: Pick<GuestRead, 'method' | 'header'>) {
  if (read.method !== 'GET' && read.method !== 'HEAD') return false
  const cookie = read.header('cookie')
  return (!cookie || onlyLocaleCookie(cookie)) && !read.header('authorization')
}

/** A guest's read of a declared public page (found with the router's own match), and its key */
export function guestPageRequest(read: GuestRead) {
  if (!isGuestRead(read)) return undefined
  const pattern = router.match(read.path, 'GET', false)?.route.pattern
  const page = publicPageOf(pattern)
  if (!page || pattern === undefined) return undefined
  return { page, request: pageRequest(read, page, pattern) }
}

function pageRequest(read: GuestRead, page: PublicPage, pattern: string): PageRequest | undefined {
  // the route's own pattern when it has no parameters: /leaderboard/ is /leaderboard
  const path = /[:*]/.test(pattern) ? read.path : pattern
  const qs = read.qs
  const reads: Params = { ...LAYOUT_QUERY, ...page.query }
  const query: Record<string, string> = {}
  for (const name of Object.keys(reads).sort()) {
    const value = reads[name].read(qs[name])
    if (value === undefined) continue
    if (!reads[name].kept) return undefined
    query[name] = String(value)
  }
  const search = new URLSearchParams(query).toString()
  const url = search ? `${path}?${search}` : path
  let key = `${read.method} ${url}\nlocale=${requestLocale(read.header)}`
  for (const name of INERTIA_REQUEST_HEADERS) {
    const value = read.header(name)
    if (value !== undefined) key += `\n${name}=${value}`
  }
  return { key, url, query }
}

/** The request headers @adonisjs/inertia reads (Location is only ever an answer's) */
export const INERTIA_REQUEST_HEADERS: readonly string[] = Object.values(InertiaHeaders).filter(
  (name) => name !== InertiaHeaders.Location
)

/**
 * A kept answer's key: the page's data version (its domains', the shared props') and the
 * request. The front layer asks it for the same request object on every hit
 * (guest_hits.ts), so the last key made for a request is reused while its versions hold.
 */
export function knownEntryKey(page: PublicPage, request: PageRequest) {
  const data = knownPublicDataVersion(page.domains)
  const shared = knownSharedPropsVersion()
  if (data === undefined || shared === undefined) return undefined
  const last = lastKeys.get(request)
  if (last?.data === data && last.shared === shared) return last.key
  const key = `${data}|${shared}\n${request.key}`
  lastKeys.set(request, { data, shared, key })
  return key
}
const lastKeys = new WeakMap<PageRequest, { data: string; shared: string; key: string }>()

export async function entryKey(page: PublicPage, request: PageRequest) {
  const data = await publicDataVersion(page.domains)
  const shared = knownSharedPropsVersion() ?? (await sharedPropsVersion())
  return `${data}|${shared}\n${request.key}`
}

export type KeptPage = TextAnswer & {
  /** every header of the finished answer before compression (security headers included) */
  finished: Record<string, string | string[]>
  storedAt: number
  encoded: Partial<Record<Encoding, Promise<Buffer>>>
  /** the answer as the front layer writes it (app/http_cache/guest_hits.ts), made on first use */
  sent?: {
    headers: OutgoingHttpHeaders
    /** the header blocks flat, as `writeHead` takes them: name, value, name, value */
    notModified: string[]
    compressible: boolean
    identity: { headers: string[]; body: Buffer }
    encoded: Partial<Record<Encoding, { headers: string[]; body: Buffer }>>
  }
}

const pages = new Map<string, KeptPage>()
let hits = 0

export function findPage(key: string, now = Date.now()): KeptPage | undefined {
  const page = pages.get(key)
  if (!page) return undefined
  if (now - page.storedAt > TTL_MS) {
    pages.delete(key)
    return undefined
  }
  keepRecent(pages, key, page)
  hits++
  return page
}

/** How many answers came from memory since the process started (for the tests) */
export function pagesFromMemory() {
  return hits
}

export function keepPage(key: string, page: TextAnswer & Pick<KeptPage, 'finished'>) {
  // its ETag once, not per answer (a hash of the whole body)
  const etag = weakEtag(page.body)
  const entry: KeptPage = { ...page, etag, storedAt: Date.now(), encoded: {} }
  keepRecent(pages, key, entry, MAX_ENTRIES)
  return entry
}

/** The page's bytes in an encoding, compressed on first use and reused afterwards */
export function encodedPage(page: KeptPage, encoding: Encoding): Promise<Buffer> {
  page.encoded[encoding] ??= compressDynamic(page.body, encoding)
  return page.encoded[encoding]
}

/** How many answers are kept (for the tests) */
export function keptPageCount() {
  return pages.size
}

/** Drops every answer (tests start each case from an empty map) */
export function clearKeptPages() {
  pages.clear()
}
