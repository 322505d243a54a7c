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

/** Each provider's variables: LEADERBOARD_<PROVIDER>_URL, _KEY and _MODE (see .env.example) */
const PARTNER_ENV = {
  celsius: {
    url: 'LEADERBOARD_CELSIUS_URL',
    key: 'LEADERBOARD_CELSIUS_KEY',
    mode: 'LEADERBOARD_CELSIUS_MODE',
  },
  skinfans: {
    url: 'LEADERBOARD_SKINFANS_URL',
    key: 'LEADERBOARD_SKINFANS_KEY',
    mode: 'LEADERBOARD_SKINFANS_MODE',
  },
  xfun: { url: 'LEADERBOARD_XFUN_URL', key: 'LEADERBOARD_XFUN_KEY', mode: 'LEADERBOARD_XFUN_MODE' },
  hypedrop: {
    url: 'LEADERBOARD_HYPEDROP_URL',
    key: 'LEADERBOARD_HYPEDROP_KEY',
    mode: 'LEADERBOARD_HYPEDROP_MODE',
  },
} as const satisfies Record<Provider, { url: string; key: string; mode: string }>

export type PartnerApi = { url: string; key: string | undefined; mode: PartnerMode }

/**
 * A partner's affiliate API, or null when its URL is not set (that provider is simply not
 * synced). start/env.ts validated the values at boot; they are read per call so a test can
 * point a provider at a fake server. The key never leaves the server.
 */
export function partnerApi(provider: Provider): PartnerApi | null {
  const names = PARTNER_ENV[provider]
  const url = env.get(names.url)
  if (!url) return null
  return { url, key: env.get(names.key) || undefined, mode: env.get(names.mode) || 'range' }
}
