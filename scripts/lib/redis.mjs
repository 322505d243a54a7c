/**
 * Redis for the scripts: the server the REDIS_* variables name (default 127.0.0.1:6379) and a
 * key prefix of one run's own, whose keys are deleted afterwards (SCAN + DEL on that prefix,
 * never FLUSHDB: the server may be shared).
 */
import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'

/** The server from the process environment */
export function redisServer(env = process.env) {
  return {
    host: env.REDIS_HOST || '127.0.0.1',
    port: Number(env.REDIS_PORT || 6379),
    password: env.REDIS_PASSWORD || undefined,
  }
}

/** A prefix no other run uses, e.g. `neon-scale:m3x9k2a1b2c3:` */
export function uniquePrefix(name) {
  return `${name}:${Date.now().toString(36)}${randomBytes(3).toString('hex')}:`
}

/** The variables pointing the site at that server under that prefix */
export function redisEnv(prefix, server = redisServer()) {
  return {
    REDIS_HOST: server.host,
    REDIS_PORT: String(server.port),
    ...(server.password ? { REDIS_PASSWORD: server.password } : {}),
    REDIS_PREFIX: prefix,
  }
}

/** Deletes every key under the prefix; resolves with how many */
export async function deleteKeys(prefix, server = redisServer()) {
  const client = new Redis({ ...server, lazyConnect: true, maxRetriesPerRequest: 1 })
  await client.connect()
  let deleted = 0
  try {
    let cursor = '0'
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500)
      if (keys.length) deleted += await client.del(...keys)
      cursor = next
    } while (cursor !== '0')
  } finally {
    client.disconnect()
  }
  return deleted
}
