/**
 * Puts `key` last in `map` (a Map keeps insertion order, so last = most recently used) and
 * drops the first entries, the least recently used, while the map holds more than `limit`.
 * The bounded in-process caches (guest pages, the fast path's learned answers and returning
 * guests, session touches, SQLite statements, `remembered` lookups) all keep themselves so.
 */
export function keepRecent<K, V>(map: Map<K, V>, key: K, value: V, limit = Infinity) {
  map.delete(key)
  map.set(key, value)
  while (map.size > limit) map.delete(map.keys().next().value as K)
}

/**
 * The value remembered for `key`, else `compute()`'s, kept in `map` (at most `limit` entries,
 * the least recently added dropped first): the pure lookups a request repeats with a few
 * distinct inputs (a request line's page, an Accept-Language's locale, an Accept-Encoding's
 * encoding). A remembered `undefined` counts.
 */
export function remembered<K, V>(map: Map<K, V>, key: K, limit: number, compute: () => V): V {
  const kept = map.get(key)
  if (kept !== undefined || map.has(key)) return kept as V
  const value = compute()
  keepRecent(map, key, value, limit)
  return value
}
