import env from '#start/env'
import type { Provider } from '#shared/leaderboards'

/**
 * How a partner's affiliate API reports wagers:
 * - `range`: totals for a date range we ask for (start/end query parameters);
 * - `rolling`: totals of its own current bucket (this month so far); we snapshot them;
 * - `cumulative`: all-time totals; we keep a baseline from the period start and show the gain.
 */
export type PartnerMode = 'range' | 'rolling' | 'cumulative'

/**
 * How long a partner gets to answer one fetch: LEADERBOARD_FETCH_TIMEOUT_MS, 15 s by default.
 * Read per call, so a test can shorten it.
 */
export function partnerFetchTimeoutMs() {
  return Number(env.get('LEADERBOARD_FETCH_TIMEOUT_MS')) || 15_000
}

/** A provider's variables: LEADERBOARD_<PROVIDER>_URL, _KEY and _MODE (see .env.example) */
function partnerEnv<P extends Provider>(provider: P) {
  const prefix = `LEADERBOARD_${provider.toUpperCase() as Uppercase<P>}` as const
  return { url: `${prefix}_URL`, key: `${prefix}_KEY`, mode: `${prefix}_MODE` } as const
}

export type PartnerApi = { url: string; key: string | undefined; mode: PartnerMode }

/**
 * A partner's affiliate API, or null when its URL is not set (that provider is simply not
 * synced). start/env.ts validated the values at boot; they are read per call so a test can
 * point a provider at a fake server. The key never leaves the server.
 */
export function partnerApi(provider: Provider): PartnerApi | null {
  const names = partnerEnv(provider)
  const url = env.get(names.url)
  if (!url) return null
  return { url, key: env.get(names.key) || undefined, mode: env.get(names.mode) || 'range' }
}
