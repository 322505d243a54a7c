import env from '#start/env'
import { defineConfig } from '@adonisjs/transmit'
import { redis } from '@adonisjs/transmit/transports/redis'
import { REDIS_PREFIX, mainConnection } from '#config/redis'

/**
 * The Redis fan-out of live updates: every broadcast also goes through Redis pub/sub, so the
 * streams held by the other web processes hear it (and so do they the worker's and ace
 * commands' changes). The pub/sub channel carries the key prefix, so sites (and test runs)
 * sharing one Redis never hear each other.
 */
export const redisLiveTransport = () => ({
  driver: redis(mainConnection),
  channel: `${REDIS_PREFIX}live`,
})

/**
 * Live updates over Server-Sent Events (app/services/live/). Without Redis: this process's own
 * streams only (the web server relays the other processes' changes, see public_cache.ts).
 */
export default defineConfig({
  // a comment line every 30 s keeps proxies from closing an idle stream
  pingInterval: '30s',
  transport: env.get('REDIS_HOST') ? redisLiveTransport() : null,
})
