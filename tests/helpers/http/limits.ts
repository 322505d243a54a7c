import app from '@adonisjs/core/services/app'
import env from '#start/env'
import limiter from '@adonisjs/limiter/services/main'

/**
 * Rate limits are per user and the memory store outlives a test, while user ids restart after
 * each reset: clear the counters to start a test from zero.
 */
export async function clearRateLimits() {
  await limiter.clear()
}

/** Sets one environment value (an absent one is deleted) and returns a function that puts the previous one back */
function setEnvUntilRestored<K extends 'TRUST_PROXY' | 'WRITE_RATE_LIMIT'>(key: K, value: string | number | undefined) {
  const before = env.get(key)
  const set = (next: typeof value) => {
    env.set(key, next as never)
    if (next === undefined) delete process.env[key]
  }
  set(value)
  return () => set(before)
}

/**
 * Raises the write limit while `run` runs, for a test that fires a burst on purpose
 * (production keeps WRITE_RATE_LIMIT, default 30)
 */
export async function unthrottled<T>(run: () => Promise<T>) {
  const restore = setEnvUntilRestored('WRITE_RATE_LIMIT', 100_000)
  try {
    return await run()
  } finally {
    restore()
  }
}

/**
 * Sets TRUST_PROXY for the running test server (the HTTP config reads it per request) until
 * the returned function puts the previous value back. Devices connect over loopback, so with
 * `loopback` their X-Forwarded-For header becomes their client address.
 */
export function useTrustProxy(value: string | undefined) {
  return setEnvUntilRestored('TRUST_PROXY', value)
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
