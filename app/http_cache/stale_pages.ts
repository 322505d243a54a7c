import { MAX_ENTRIES, type KeptPage, type PageRequest } from '#http_cache/public_pages'
import { keepRecent } from '#utils/recent_map'

/**
 * The last good answer of each guest page, whatever its data version: what a guest gets when
 * the page cannot be rendered now because the database is unreachable or busy (a render that
 * answered 503, or a data version that could not be read), instead of the busy page. The bytes
 * are those of that earlier render, untouched; only the STALE_HEADER says so. An answer older
 * than STALE_MAX_AGE_MS is never served: past that the visitor gets the busy page.
 */
export const STALE_MAX_AGE_MS = 5 * 60_000

/** Set on a stale answer only: how many seconds ago it was rendered */
export const STALE_HEADER = 'X-Stale-Age'

const lastGood = new Map<string, KeptPage>()

/** Keeps a page's answer as the last good one for its request (any data version) */
export function keepLastGood(request: PageRequest, page: KeptPage) {
  keepRecent(lastGood, request.key, page, MAX_ENTRIES)
}

/** The last good answer of the request, if one was rendered within STALE_MAX_AGE_MS */
export function lastGoodPage(request: PageRequest, now = Date.now()) {
  const page = lastGood.get(request.key)
  if (!page) return undefined
  if (now - page.storedAt <= STALE_MAX_AGE_MS) return page
  lastGood.delete(request.key)
  return undefined
}

/** Drops every last good answer (tests start each case from an empty map) */
export function clearLastGoodPages() {
  lastGood.clear()
}
