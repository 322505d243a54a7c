import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/redis'
import type { InferConnections } from '@adonisjs/redis/types'

/**
 * Redis, the shared store of a scaled-out install (SESSION_DRIVER=redis, LIMITER_STORE=redis).
 * Nothing connects until a store uses it, so the embedded default never needs a Redis server.
 * Every key is prefixed: sessions are stored under their bare id, and one Redis server is often
 * shared. A test run gets its own prefix (with its pid), so it never touches a real site's keys
 * and can delete everything it wrote.
 */
export const REDIS_PREFIX = env.get(
  'REDIS_PREFIX',
  app.inTest ? `neon-test:${process.pid}:` : 'neon:'
)

/** The main connection's settings, also used by the live-update fan-out (config/transmit.ts) */
export const mainConnection = {
  host: env.get('REDIS_HOST', '127.0.0.1'),
  port: env.get('REDIS_PORT', 6379),
  password: env.get('REDIS_PASSWORD') || undefined,
  db: 0,
  keyPrefix: REDIS_PREFIX,
  // keep reconnecting (a restarted Redis is picked up again), at most every 2 s; meanwhile
  // a command fails after a few retries (the request answers 500) instead of hanging
  retryStrategy: (times: number) => Math.min(times * 100, 2_000),
  maxRetriesPerRequest: 3,
  // a Redis that accepts connections and never answers fails each command after 1 s (a
  // request answers 503) instead of holding it
  connectTimeout: 1_000,
  commandTimeout: 1_000,
  // connect on the first command, not when the connection object is made: the cache provider
  // makes its store (and this connection) at every boot, also for ace commands that never use
  // it, and `node ace codegen` (warmup mode) shuts no provider down, so an open socket made
  // there kept the command from exiting
  lazyConnect: true,
}

/** Whether a Redis server is configured (several web servers then share caches through it) */
export const redisConfigured = () => Boolean(env.get('REDIS_HOST'))

const redisConfig = defineConfig({
  connection: 'main',
  connections: { main: mainConnection },
})

export default redisConfig

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
