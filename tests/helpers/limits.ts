import app from '@adonisjs/core/services/app'
import env from '#start/env'
import limiter from '@adonisjs/limiter/services/main'

/** Rate-limit counters are kept between requests (and tests): start each test from zero */
export async function clearRateLimits() {
  await limiter.clear()
}

/**
 * Sets TRUST_PROXY for the running test server (the HTTP config reads it per request) until
 * the returned function puts the previous value back. Devices connect over loopback, so with
 * `loopback` their X-Forwarded-For header becomes their client address.
 */
export function useTrustProxy(value: string | undefined) {
  const before = env.get('TRUST_PROXY')
  const set = (next: string | undefined) => {
    env.set('TRUST_PROXY', next as string)
    if (next === undefined) delete process.env.TRUST_PROXY
  }
  set(value)
  return () => set(before)
}

/** A device whose requests say they come from `address` through a proxy */
export const fromAddress = (address: string) => ({ 'x-forwarded-for': address })

/**
 * .env.test counts rate limits in memory; this switches the limiter's default store to the
 * production one (the rate_limits table) until the returned function switches it back.
 */
export async function useDatabaseLimiter() {
  const manager = await app.container.make('limiter.manager')
  const before = manager.config.default
  manager.config.default = 'database'
  return () => {
    manager.config.default = before
  }
}
