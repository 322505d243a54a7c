import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import redis from '@adonisjs/redis/services/main'
import { RedisConnection } from '@adonisjs/redis'
import LimiterRedisStore from '@adonisjs/limiter/stores/redis'
import { CookieClient } from '@adonisjs/core/http'
import { Encryption } from '@adonisjs/core/encryption'
import redisConfig, { REDIS_PREFIX } from '#config/redis'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { Device } from '#tests/helpers/http/device'
import { deleteRedisKeys } from '#tests/helpers/database/redis'
import { useSessionStore } from '#tests/helpers/http/sessions'
import { LOGIN_FAILURES_PER_USERNAME_AND_ADDRESS, loginLimits } from '#start/limiter'

/**
 * The Redis stores of a scaled-out install (SESSION_DRIVER=redis, LIMITER_STORE=redis), on the
 * local Redis. This run's keys live under its own prefix (config/redis.ts gives a test run one
 * with its pid) and are deleted afterwards.
 */

/** The session id a device's signed session cookie carries */
async function sessionIdOf(device: Device) {
  const cookies = new CookieClient(await app.container.make(Encryption))
  return cookies.unsign('neon-session', decodeURIComponent(device.sessionCookie!)) as string
}

test.group('Accounts / sessions in Redis', (group) => {
  group.setup(async () => {
    const restore = await useSessionStore('redis')
    return async () => {
      restore()
      await deleteRedisKeys()
    }
  })
  group.each.setup(() => resetDatabase())

  test('a login through the route stores the session in Redis; logout removes it', async ({ assert }) => {
    assert.match(REDIS_PREFIX, /^neon-test:\d+:$/)
    const user = await createUser({ username: 'RedisRider', password: 'secret-pass-1' })
    const device = new Device()
    const login = await device.login('RedisRider', 'secret-pass-1')
    assert.equal(login.status, 200, JSON.stringify(login.body))
    assert.isTrue(await device.isLoggedIn())

    const sessionId = await sessionIdOf(device)
    assert.isString(sessionId)
    const stored = await redis.get(sessionId)
    assert.isNotNull(stored, 'no session key in Redis')
    assert.include(stored!, String(user.id))
    assert.isAbove(await redis.ttl(sessionId), 29 * 24 * 3600)
    assert.deepEqual(await redis.smembers(`session_tag:${user.id}`), [sessionId])

    await device.post(urlFor('auth.logout'))
    assert.equal(await redis.exists(sessionId), 0)
    assert.isFalse(await device.isLoggedIn())
  })

  test('a session written to Redis is read back by another request', async ({ assert }) => {
    await createUser({ username: 'Returning', password: 'secret-pass-1' })
    const device = new Device()
    await device.login('Returning', 'secret-pass-1')
    const sessionId = await sessionIdOf(device)
    // the same cookie on a fresh device: only the Redis copy can log it in
    const other = new Device()
    other.setCookie('neon-session', device.sessionCookie!)
    assert.isTrue(await other.isLoggedIn())
    await redis.del(sessionId)
    assert.isFalse(await other.isLoggedIn())
  })
})

test.group('Rate limits in Redis', (group) => {
  const connections: RedisConnection[] = []
  group.teardown(async () => {
    await Promise.all(connections.map((c) => c.quit()))
    await deleteRedisKeys()
  })

  /** A limiter store as one app process has it: its own Redis connection, the site's prefix */
  function processStore(options: { requests: number; duration: string; blockDuration: string }) {
    const connection = new RedisConnection(`process-${connections.length}`, redisConfig.connections.main)
    connections.push(connection)
    return new LimiterRedisStore(connection, { ...options, keyPrefix: 'limits' })
  }

  test('two processes count the same login failures', async ({ assert }) => {
    const { key } = loginLimits.usernameAtAddress(`Victim-${process.pid}`, '203.0.113.9')
    const options = {
      requests: LOGIN_FAILURES_PER_USERNAME_AND_ADDRESS,
      duration: '15 minutes',
      blockDuration: '15 minutes',
    }
    const first = processStore(options)
    const second = processStore(options)

    // attempts alternate between the two processes, as a load balancer would spread them
    for (let i = 0; i < LOGIN_FAILURES_PER_USERNAME_AND_ADDRESS; i++) {
      await (i % 2 ? second : first).consume(key)
    }
    const seenByFirst = await first.get(key)
    const seenBySecond = await second.get(key)
    assert.equal(seenByFirst?.consumed, LOGIN_FAILURES_PER_USERNAME_AND_ADDRESS)
    assert.equal(seenBySecond?.remaining, 0)
    await assert.rejects(() => second.consume(key), /Too many requests/i)
    await assert.rejects(() => first.consume(key), /Too many requests/i)

    // a success on one process clears the count for both
    await first.delete(key)
    assert.isNull(await second.get(key))
  })
})
