import limiter from '@adonisjs/limiter/services/main'

/** Rate-limit counters are kept between requests (and tests): start each test from zero */
export async function clearRateLimits() {
  await limiter.clear()
}
