import type { HttpContext } from '@adonisjs/core/http'
import type { Encoding } from '#http_cache/compression'
import { compressDynamic } from '#http_cache/compression'
import type { TextAnswer } from '#infra/http/text_answer'
import { keepRecent } from '#utils/recent_map'

/**
 * Whole answers of public pages as guests see them, kept in this process's memory: a stream
 * raid sends thousands of guests to the same few pages, and for a guest the server-rendered
 * HTML (or the Inertia JSON) of a page depends only on the request and the public data. So a
 * page is rendered and compressed once per change of its data, not once per visit.
 *
 * - Keyed by the public data version of the page's domains (app/infra/live/public_cache.ts,
 *   which moves on every committed write, here or in another process) and by the request: the
 *   path with its query and the Inertia headers (a visit, a partial reload, the asset version).
 * - Kept at most TTL_MS, for what a page derives from the clock rather than from a write (the
 *   `now` of a countdown's first render), and at most MAX_ENTRIES (least recently used go first).
 * - The CSP nonce of the render that made the entry goes with it: a guest served from the entry
 *   gets that nonce in the header. It protects as before: markup injected through data or the
 *   URL is part of the key, so it always lands in a new entry whose nonce no one saw in advance.
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

const pages = new Map<string, GuestPage>()

/** What a guest's answer to this request depends on, beyond the public data version */
export function requestKey({ request }: HttpContext): string {
  const inertia = Object.entries(request.headers())
    .filter(([name]) => name.startsWith('x-inertia'))
    .map(([name, value]) => `${name}=${value}`)
    .sort()
  return [request.url(true), ...inertia].join('\n')
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

/** Drops every entry (tests start each case from an empty cache) */
export function clearGuestPages() {
  pages.clear()
}
