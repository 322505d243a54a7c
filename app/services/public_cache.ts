import { randomUUID } from 'node:crypto'
import cache from '@adonisjs/cache/services/main'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * Public data every visitor sees, cached per domain and rebuilt after the writes that change
 * it. Each domain has a generation: invalidating draws a new one, so a value computed by a
 * read that was already running during the write lands under the old generation and is never
 * served (it expires with the store's ttl). The namespace is cleared too, to free memory.
 */
export type PublicDomain = 'boards' | 'store' | 'vault' | 'hunt' | 'milestones' | 'tournament'

const generationKey = (domain: PublicDomain) => `generation:${domain}`

function generation(domain: PublicDomain) {
  return cache.getOrSet({ key: generationKey(domain), factory: () => randomUUID(), ttl: '30d' })
}

/** The cached value of `key` in a domain, computed once per change of that domain */
export async function cachedPublic<T>(
  domain: PublicDomain,
  key: string,
  compute: () => Promise<T>
): Promise<T> {
  const current = await generation(domain)
  return cache.namespace(domain).getOrSet({ key: `${current}:${key}`, factory: compute })
}

/**
 * Called after the transaction of a write has committed (never inside it: a read between the
 * invalidation and the commit would cache the old rows again).
 */
export async function publicDataChanged(...domains: PublicDomain[]) {
  for (const domain of domains) {
    await cache.set({ key: generationKey(domain), value: randomUUID(), ttl: '30d' })
    await cache.namespace(domain).clear()
  }
}

/** Drops everything (tests reset the database between cases) */
export async function clearPublicCache() {
  await cache.clear()
}

/** A write in one transaction that changes public data: the domains are rebuilt once it commits */
export async function publicTransaction<T>(
  domains: PublicDomain[],
  work: (trx: TransactionClientContract) => Promise<T>
): Promise<T> {
  const result = await db.transaction(work)
  await publicDataChanged(...domains)
  return result
}
