import { Redis } from 'ioredis'
import redisConfig, { REDIS_PREFIX } from '#config/redis'

/**
 * Deletes every key under `prefix` (by default this test run's own, see config/redis.ts) from
 * the local Redis. Never FLUSHDB: other test runs and sites may share the server.
 */
export async function deleteRedisKeys(prefix = REDIS_PREFIX) {
  const raw = new Redis({
    host: redisConfig.connections.main.host,
    port: redisConfig.connections.main.port,
    lazyConnect: true,
  })
  await raw.connect()
  try {
    let cursor = '0'
    do {
      const [next, keys] = await raw.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500)
      if (keys.length) await raw.del(...keys)
      cursor = next
    } while (cursor !== '0')
  } finally {
    await raw.quit()
  }
}
