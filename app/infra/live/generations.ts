import { randomUUID } from 'node:crypto'
import cache from '@adonisjs/cache/services/main'
import emitter from '@adonisjs/core/services/emitter'
import type { PublicDomain } from '#shared/live'

/**
 * The generation of each public domain (public_cache.ts): a value drawn anew on every change,
 * held by the cache store (Redis when several processes share it). Every guest request reads
 * the generations of its page's domains (the page's version), and a store read costs more than
 * the rest of a fast-path replay, so this process also keeps the one it last read. The copy is
 * dropped whenever it could be wrong:
 *
 * - this process changes a domain: `renewGeneration` writes the new value to both;
 * - another process changes one through Redis: the cache bus tells this one
 *   (`bus:message:received`, after it has dropped its own memory copy of the key); a namespace
 *   clear, which every change also sends, drops them all;
 * - without Redis, another process is heard through the version poll, which renews here;
 * - past MAX_AGE_MS the store is asked again anyway (a key it expired or evicted).
 *
 * A read that was under way while a copy was dropped does not keep what it read.
 */
const KEY_PREFIX = 'generation:'
/** 30 days, as a number */
const TTL_MS = 30 * 24 * 3600 * 1000
const MAX_AGE_MS = 60_000

const known = new Map<PublicDomain, { value: string; readAt: number }>()
/** Moves on every drop: a read that started before one does not keep its value */
let drops = 0

function keep(domain: PublicDomain, value: string) {
  known.set(domain, { value, readAt: performance.now() })
}

/** The generation this process holds for a domain, if it holds a current one */
export function knownGeneration(domain: PublicDomain): string | undefined {
  const kept = known.get(domain)
  return kept && performance.now() - kept.readAt < MAX_AGE_MS ? kept.value : undefined
}

export async function generation(domain: PublicDomain): Promise<string> {
  const kept = knownGeneration(domain)
  if (kept !== undefined) return kept
  const before = drops
  const value = await cache.getOrSet({
    key: `${KEY_PREFIX}${domain}`,
    factory: () => randomUUID(),
    ttl: TTL_MS,
  })
  if (drops === before) keep(domain, value)
  return value
}

/** A new generation for a domain, here at once and in the store (the other processes) */
export async function renewGeneration(domain: PublicDomain) {
  drops++
  const value = randomUUID()
  keep(domain, value)
  await cache.set({ key: `${KEY_PREFIX}${domain}`, value, ttl: TTL_MS })
}

export function forgetGenerations(domains?: Iterable<PublicDomain>) {
  drops++
  if (!domains) return known.clear()
  for (const domain of domains) known.delete(domain)
}

emitter.on('bus:message:received', ({ message }) => {
  if (message.type === 'clear') return forgetGenerations()
  const domains = (message.keys ?? [])
    .filter((key) => key.startsWith(KEY_PREFIX))
    .map((key) => key.slice(KEY_PREFIX.length) as PublicDomain)
  if (domains.length > 0) forgetGenerations(domains)
})
