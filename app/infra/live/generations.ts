import { randomUUID } from 'node:crypto'
import cache from '@adonisjs/cache/services/main'
import emitter from '@adonisjs/core/services/emitter'
import { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { redisConfigured } from '#config/redis'
import { dbTimestamp } from '#infra/db/time'
import type { PublicDomain } from '#shared/live'

/**
 * The generation of each public domain (public_cache.ts): a value drawn anew on every change
 * and shared by every process, in Redis when it is configured (the `generations` cache store,
 * config/cache.ts), else in the database (public_cache_versions, one row per domain that ever
 * changed; a domain without a row is at INITIAL). Every request reads the generations of the
 * domains it shows, and a shared read costs more than the rest of a fast-path replay, so this
 * process keeps the one it last read. The copy is dropped or replaced whenever it could be
 * wrong:
 *
 * - this process changes a domain: `renewGeneration` writes the new value to both;
 * - another process changes one: with Redis the cache bus tells this one (the namespace clear
 *   every change sends, `bus:message:received`); without it, the version poll
 *   (public_cache.ts) reads the rows and adopts the new values;
 * - a visitor's request brings a generation this process does not hold (read your writes,
 *   app/infra/live/seen_generations.ts): `adoptSharedGenerations` reads the shared value;
 * - with Redis, past MAX_AGE_MS the store is asked again anyway (a key it expired or evicted).
 *
 * A read that was under way while a copy was dropped or renewed does not keep what it read.
 */
const KEY_PREFIX = 'generation:'
/** 30 days, as a number */
const TTL_MS = 30 * 24 * 3600 * 1000
const MAX_AGE_MS = 60_000
/** The generation of a domain that never changed, without Redis (no row yet) */
const INITIAL = 'initial'

const known = new Map<PublicDomain, { value: string; readAt: number }>()
/** Moves on every drop or renewal: a read that started before one does not keep its value */
let drops = 0

/** The generations each request read or wrote, for the visitor's session (seen_generations.ts) */
const usedByRequest = new WeakMap<HttpContext, Map<PublicDomain, string>>()

function use(domain: PublicDomain, value: string) {
  const ctx = HttpContext.get()
  if (!ctx) return
  const used = usedByRequest.get(ctx) ?? new Map<PublicDomain, string>()
  used.set(domain, value)
  usedByRequest.set(ctx, used)
}

/** The generations a request read or wrote, if any */
export function generationsUsedBy(ctx: HttpContext): ReadonlyMap<PublicDomain, string> | undefined {
  return usedByRequest.get(ctx)
}

function keep(domain: PublicDomain, value: string) {
  known.set(domain, { value, readAt: performance.now() })
}

/** The generation this process holds for a domain, if it holds a current one */
export function knownGeneration(domain: PublicDomain): string | undefined {
  const kept = known.get(domain)
  if (!kept) return undefined
  // without Redis every change reaches this process through the poll: a copy never ages
  return !redisConfigured() || performance.now() - kept.readAt < MAX_AGE_MS ? kept.value : undefined
}

/**
 * The shared generations of some domains, read in one go. With Redis a domain it has none for
 * gets one drawn now when `draw`, else (or when Redis does not answer) it is left out.
 */
async function readShared(domains: readonly PublicDomain[], draw: boolean) {
  const values = new Map<PublicDomain, string>()
  if (redisConfigured()) {
    const store = cache.use('generations')
    const key = (domain: PublicDomain) => `${KEY_PREFIX}${domain}`
    const read = await Promise.all(
      domains.map((domain) =>
        draw
          ? store.getOrSet({ key: key(domain), factory: () => randomUUID(), ttl: TTL_MS })
          : store.get<string>({ key: key(domain) })
      )
    )
    domains.forEach((domain, i) => read[i] !== undefined && values.set(domain, read[i]!))
    return values
  }
  const rows: { domain: PublicDomain; version: string }[] = await db
    .from('public_cache_versions')
    .whereIn('domain', domains as PublicDomain[])
    .select('domain', 'version')
  for (const domain of domains) values.set(domain, INITIAL)
  for (const row of rows) values.set(row.domain, row.version)
  return values
}

async function writeShared(domain: PublicDomain, value: string) {
  if (redisConfigured()) {
    await cache.use('generations').set({ key: `${KEY_PREFIX}${domain}`, value, ttl: TTL_MS })
    return
  }
  const client = db.connection()
  await client
    .insertQuery()
    .table('public_cache_versions')
    .insert({ domain, version: value, updated_at: dbTimestamp(client) })
    .onConflict('domain')
    .merge(['version', 'updated_at'])
}

export async function generation(domain: PublicDomain): Promise<string> {
  const kept = knownGeneration(domain)
  if (kept !== undefined) {
    use(domain, kept)
    return kept
  }
  const before = drops
  const shared = await readShared([domain], true)
  const value = shared.get(domain)!
  if (drops === before) keep(domain, value)
  use(domain, value)
  return value
}

/** A new generation for a domain, here at once and in the shared store (the other processes) */
export async function renewGeneration(domain: PublicDomain) {
  drops++
  const value = randomUUID()
  keep(domain, value)
  use(domain, value)
  await writeShared(domain, value)
}

/**
 * Reads the shared generations of `domains` (one read) and keeps those that differ from this
 * process's copy. Answers the domains whose copy was replaced (one it did not hold held nothing
 * stale). A read that raced a change made here keeps nothing: that change is newer.
 */
export async function adoptSharedGenerations(domains: readonly PublicDomain[]) {
  const before = drops
  const shared = await readShared(domains, false)
  if (drops !== before) return []
  const changed: PublicDomain[] = []
  for (const [domain, value] of shared) {
    const held = known.get(domain)?.value
    if (held === value) continue
    keep(domain, value)
    if (held !== undefined) changed.push(domain)
  }
  return changed
}

export function forgetGenerations(domains?: Iterable<PublicDomain>) {
  drops++
  if (!domains) return known.clear()
  for (const domain of domains) known.delete(domain)
}

// a namespace clear, which every change sends through the bus, drops them all
emitter.on('bus:message:received', ({ message }) => {
  if (message.type === 'clear') forgetGenerations()
})
