import type { HttpContext } from '@adonisjs/core/http'
import { isPublicDomain, type PublicDomain } from '#shared/live'
import { knownGeneration, generationsUsedBy } from '#infra/live/generations'
import { catchUpWithOtherProcesses } from '#infra/live/public_cache'

/**
 * Read your writes, on every process. Each process keeps the public data in memory and hears of
 * another's change a moment later (the bus or the version poll), so a signed-in visitor's next
 * request could reach a process that does not know yet of the contribution they just made, or
 * that is behind the page they saw a moment ago on another process. Their session therefore
 * holds, per public domain, the generation their last request read or wrote (the one stamp a
 * process compares: SEEN). A request that brings a generation this process does not hold first
 * reads the shared ones of those domains (one read, no wait): the shared generation is the one
 * the visitor saw or a later one, never an earlier one, so what they see next never goes
 * backwards. A request whose generations this process holds costs one comparison per domain.
 * Guests never write and hold no session: nothing is stored for them.
 */
const SEEN = 'seen_generations'

type Seen = Partial<Record<PublicDomain, string>>

/** Before the request: the domains the visitor is ahead on are caught up; answers them */
export async function catchUpWithVisitor(ctx: HttpContext): Promise<PublicDomain[]> {
  const seen = ctx.session.get(SEEN) as Seen | undefined
  if (!seen) return []
  const behind = Object.keys(seen).filter(
    (domain): domain is PublicDomain =>
      isPublicDomain(domain) && knownGeneration(domain) !== seen[domain]
  )
  if (behind.length) await catchUpWithOtherProcesses(behind)
  return behind
}

/**
 * After the request: what it read or wrote becomes what a signed-in visitor has seen, and so
 * does the generation a domain was caught up to (`caughtUp`: the next request need not read it
 * again while the visitor looks at other pages)
 */
export function rememberSeen(ctx: HttpContext, caughtUp: readonly PublicDomain[]) {
  if (!ctx.auth.user) return
  const now = new Map<PublicDomain, string | undefined>()
  for (const domain of caughtUp) now.set(domain, knownGeneration(domain))
  for (const [domain, value] of generationsUsedBy(ctx) ?? []) now.set(domain, value)
  const seen = (ctx.session.get(SEEN) as Seen | undefined) ?? {}
  let changed = false
  for (const [domain, value] of now) {
    if (value === undefined || seen[domain] === value) continue
    seen[domain] = value
    changed = true
  }
  if (changed) ctx.session.put(SEEN, seen)
}
