import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import { SessionCollection, stores } from '@adonisjs/session'
import SessionMiddleware from '@adonisjs/session/session_middleware'
import { CookieClient } from '@adonisjs/core/http'
import { Encryption } from '@adonisjs/core/encryption'
import redis from '@adonisjs/redis/services/main'
import { randomUUID } from 'node:crypto'
import sessionConfig from '#config/session'
import { mainConnection } from '#config/redis'
import { withoutGuestReads } from '#infra/http/session_store'

/**
 * .env.test keeps sessions in memory (loginAs needs that). Tests about ending sessions
 * switch to a production store (config/session.ts defines them): the session middleware and
 * the session collection are swapped for ones on that store until the returned function
 * restores them. (`cookie`: the store that cannot end a session from elsewhere.)
 */
export async function useSessionStore(store: 'database' | 'redis' | 'cookie') {
  const config = await sessionConfigWith(store)
  const emitter = await app.container.make('emitter')
  app.container.swap(SessionMiddleware, () => new SessionMiddleware(config, emitter))
  app.container.swap(SessionCollection, () => new SessionCollection(config))
  return () => {
    app.container.restore(SessionMiddleware)
    app.container.restore(SessionCollection)
  }
}

/** Sessions in the sessions table */
export function useDatabaseSessions() {
  return useSessionStore('database')
}

/** The resolved session configuration (config/session.ts), with the store sessions use */
export async function sessionConfigWith(store: string, extraStores: Record<string, unknown> = {}) {
  const resolved = await configProvider.resolve<any>(app, sessionConfig)
  return { ...resolved, store, stores: { ...resolved.stores, ...extraStores } }
}

/**
 * A session holding `values` written straight to the configuration's store, as a login would
 * leave it, and the Cookie header of a browser that holds it (signed as the server signs it)
 */
export async function writeSession(config: any, values: Record<string, unknown>) {
  const sessionId = randomUUID()
  await config.stores[config.store](null, config).write(sessionId, values)
  const cookies = new CookieClient(await app.container.make(Encryption))
  return `${config.cookieName}=${cookies.sign(config.cookieName, sessionId)}`
}

/**
 * Sessions in Redis reached on another port (a test's proxy in front of Redis, say): a Redis
 * connection to that port is added, and the session middleware swapped for one whose store
 * uses it, until the returned function restores the middleware and closes the connection
 */
export async function useRedisSessionsOn(port: number) {
  const name = 'sessions_on_port' as 'main'
  redis.managerConfig.connections[name] = { ...mainConnection, port }
  const store = await withoutGuestReads(stores.redis({ connection: name })).resolver(app)
  const config = await sessionConfigWith('redis_on_port', { redis_on_port: store })
  const emitter = await app.container.make('emitter')
  app.container.swap(SessionMiddleware, () => new SessionMiddleware(config, emitter))
  return {
    config,
    restore: async () => {
      app.container.restore(SessionMiddleware)
      // the test may leave Redis unreachable behind its proxy: no goodbye to wait for
      await redis.disconnect(name)
      delete (redis.managerConfig.connections as Record<string, unknown>)[name]
    },
  }
}
