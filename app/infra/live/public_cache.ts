import cache from '@adonisjs/cache/services/main'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { redisConfigured } from '#config/redis'

/**
 * Public data every visitor sees, cached per domain and rebuilt after the writes that change
 * it. Each domain has a generation: invalidating draws a new one, so a value computed by a
 * read that was already running during the write lands under the old generation and is never
 * served (it expires with the store's ttl). The namespace is cleared too, to free memory.
 *
 * Across processes: the generations are shared (generations.ts). With Redis the bus drops the
 * other processes' memory copies; without it, every web process polls the database's
 * generations. A visitor whose request reaches a process still behind on a domain they wrote or
 * saw brings it up to date first (seen_generations.ts).
 */
import { PUBLIC_DOMAINS, type PublicDomain } from '#shared/live'
import { broadcastChange, forgetLastSends } from '#infra/live/broadcast'
import {
  adoptSharedGenerations,
  forgetGenerations,
  generation,
  knownGeneration,
  renewGeneration,
} from '#infra/live/generations'

export { PUBLIC_DOMAINS, type PublicDomain } from '#shared/live'

/**
 * How often a web server without Redis looks for changes made by other processes (another web
 * process, the jobs worker's sync or rollover, an ace command): they reach open pages within a
 * second (one indexed read of a table of a row per domain)
 */
export const VERSION_POLL_MS = 500

/**
 * Like cachedPublic, for a small value read on every request (a flag of every page's version,
 * the few live streams of the header's badge): also kept in this process's memory beside the
 * generation it was read under, so a request costs no copy of the value from the store, and
 * none at all while the generation is known (knownPublicFlag). A list is shared by every
 * request: it is frozen.
 */
const hotValues = new Map<string, { generation: string; value: unknown }>()
export async function cachedPublicFlag<T extends boolean | string | number | null | unknown[]>(
  domain: PublicDomain,
  key: string,
  compute: () => Promise<T>
): Promise<T> {
  const current = await generation(domain)
  const slot = `${domain}:${key}`
  const kept = hotValues.get(slot)
  if (kept?.generation === current) return kept.value as T
  const value = await cache
    .namespace(domain)
    .getOrSet({ key: `${current}:${key}`, factory: compute })
  const held = Array.isArray(value) ? (Object.freeze(value) as T) : value
  hotValues.set(slot, { generation: current, value: held })
  return held
}

/** The value cachedPublicFlag would answer, when this process already holds it as current */
export function knownPublicFlag<T>(domain: PublicDomain, key: string): T | undefined {
  const current = knownGeneration(domain)
  const kept = hotValues.get(`${domain}:${key}`)
  return current !== undefined && kept?.generation === current ? (kept.value as T) : undefined
}

/**
 * A token that changes whenever one of the domains changes (in this process or, through the
 * Redis bus or the version poll, in another): what a cache of whole answers keys on.
 */
export async function publicDataVersion(domains: readonly PublicDomain[]): Promise<string> {
  const known = knownPublicDataVersion(domains)
  if (known !== undefined) return known
  const generations = await Promise.all(domains.map((domain) => generation(domain)))
  return generations.join('.')
}

/** publicDataVersion as this process already holds it, without a store read; undefined if not */
export function knownPublicDataVersion(domains: readonly PublicDomain[]): string | undefined {
  let version: string | undefined
  for (const domain of domains) {
    const current = knownGeneration(domain)
    if (current === undefined) return undefined
    version = version === undefined ? current : `${version}.${current}`
  }
  return version ?? ''
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
 * The cached public view of a domain's one current row (the bonus hunt, the bracket): `view`
 * of the row `load` finds, or null when there is none
 */
export function cachedPublicRow<Row, View>(
  domain: PublicDomain,
  key: string,
  load: () => Promise<Row | null>,
  view: (row: Row) => Promise<View>
) {
  return cachedPublic(domain, key, async () => {
    const row = await load()
    return row ? await view(row) : null
  })
}

async function invalidateHere(domains: readonly PublicDomain[]) {
  for (const domain of domains) {
    await renewGeneration(domain)
    await cache.namespace(domain).clear()
  }
}

/**
 * Called after the transaction of a write has committed (never inside it: a read between the
 * invalidation and the commit would cache the old rows again, and a page told of the change
 * would reload the old rows). The one place that tells open pages (live updates): with Redis
 * the broadcast reaches the web processes from any process; without it, only this process's
 * own streams hear it, and the other web processes hear of the new generation through their
 * poll (catchUpWithOtherProcesses), which broadcasts to theirs.
 */
export async function publicDataChanged(...domains: PublicDomain[]) {
  await invalidateHere(domains)
  await broadcastChange(domains)
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

/**
 * Brings this process's generations of `domains` up to the shared ones (one read). Without
 * Redis this is how a change made by another process arrives: the kept values of a changed
 * domain are freed and its open pages here are told. With Redis the bus and the writer's
 * broadcast already do both; only the generation is caught up (a visitor ahead of this process).
 */
export async function catchUpWithOtherProcesses(domains: readonly PublicDomain[] = PUBLIC_DOMAINS) {
  const changed = await adoptSharedGenerations(domains)
  if (redisConfigured() || changed.length === 0) return
  for (const domain of changed) await cache.namespace(domain).clear()
  await broadcastChange(changed)
}

/** The web server's poll when no Redis bus tells it (start/public_cache.ts) */
export function watchOtherProcesses() {
  if (redisConfigured()) return () => {}
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    catchUpWithOtherProcesses()
      .catch(() => {})
      .finally(() => (running = false))
  }, VERSION_POLL_MS)
  timer.unref()
  return () => clearInterval(timer)
}

/** Drops everything (tests reset the database between cases; they drop the kept guest pages too) */
export async function clearPublicCache() {
  await cache.clear()
  await cache.use('generations').clear()
  forgetGenerations()
  hotValues.clear()
  forgetLastSends()
}
