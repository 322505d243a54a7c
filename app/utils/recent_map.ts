/**
 * Puts `key` last in `map` (a Map keeps insertion order, so last = most recently used) and
 * drops the first entries, the least recently used, while the map holds more than `limit`.
 * The bounded in-process caches (guest pages, the fast path's learned answers and returning
 * guests, session touches, SQLite statements) all keep themselves so.
 */
export function keepRecent<K, V>(map: Map<K, V>, key: K, value: V, limit = Infinity) {
  map.delete(key)
  map.set(key, value)
  while (map.size > limit) map.delete(map.keys().next().value as K)
}
