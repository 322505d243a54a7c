import { test } from '@japa/runner'
import { DiscordRateLimits, routeKey } from '#services/discord/discord_rate_limits'

/** A limiter on a clock the test moves; sleeping moves it too */
function limiter() {
  let now = 1_000_000
  const slept: number[] = []
  const limits = new DiscordRateLimits(
    async (ms) => {
      slept.push(ms)
      now += ms
    },
    () => now
  )
  return { limits, slept, advance: (ms: number) => (now += ms) }
}

const ADD = routeKey('PUT', '/guilds/1/members/920000000000000001/roles/910000000000000001')
const REMOVE = routeKey('DELETE', '/guilds/1/members/920000000000000002/roles/910000000000000002')
const MEMBER = routeKey('GET', '/guilds/1/members/920000000000000001')

test.group('Discord rate limits', () => {
  test('a route is the method and path with member and role ids left out, the guild kept', ({ assert }) => {
    assert.equal(ADD, 'PUT /guilds/1/members/:id/roles/:id')
    assert.equal(routeKey('PUT', '/guilds/1/members/5/roles/6'), ADD)
    assert.notEqual(routeKey('GET', '/guilds/2/roles'), routeKey('GET', '/guilds/1/roles'))
  })

  test('a spent bucket holds back every route Discord put in it, until it refills', async ({ assert }) => {
    const { limits, slept, advance } = limiter()
    limits.update(ADD, { 'x-ratelimit-bucket': 'abc', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset-after': '1.5' })
    limits.update(REMOVE, {
      'x-ratelimit-bucket': 'abc',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset-after': '1.5',
    })
    assert.equal(limits.delayFor(MEMBER), 0)
    advance(500)
    assert.equal(limits.delayFor(ADD), 1000)
    await limits.ready(ADD)
    assert.deepEqual(slept, [1000])
    assert.equal(limits.delayFor(REMOVE), 0)
  })

  test('a bucket with calls left does not wait', ({ assert }) => {
    const { limits } = limiter()
    limits.update(ADD, { 'x-ratelimit-bucket': 'abc', 'x-ratelimit-remaining': '3', 'x-ratelimit-reset-after': '9' })
    assert.equal(limits.delayFor(ADD), 0)
  })

  test('a 429 holds its bucket for retry_after; the global limit holds every route', ({ assert }) => {
    const { limits } = limiter()
    assert.deepEqual(limits.limited(ADD, {}, { retry_after: 0.25, global: false }), { waitMs: 250, global: false })
    assert.equal(limits.delayFor(ADD), 250)
    assert.equal(limits.delayFor(MEMBER), 0)
    assert.deepEqual(limits.limited(ADD, { 'x-ratelimit-global': 'true' }, { retry_after: 2 }), {
      waitMs: 2000,
      global: true,
    })
    assert.equal(limits.delayFor(MEMBER), 2000)
    assert.equal(limits.delayFor(REMOVE), 2000)
  })

  test('a 429 without a body waits the Retry-After header', ({ assert }) => {
    const { limits } = limiter()
    assert.equal(limits.limited(MEMBER, { 'retry-after': '3' }, null).waitMs, 3000)
  })
})
