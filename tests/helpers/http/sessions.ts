import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import { SessionCollection } from '@adonisjs/session'
import SessionMiddleware from '@adonisjs/session/session_middleware'
import sessionConfig from '#config/session'

/**
 * .env.test keeps sessions in memory (loginAs needs that). Tests about ending sessions
 * switch to a production store (config/session.ts defines them): the session middleware and
 * the session collection are swapped for ones on that store until the returned function
 * restores them. (`cookie`: the store that cannot end a session from elsewhere.)
 */
export async function useSessionStore(store: 'database' | 'redis' | 'cookie') {
  const resolved = await configProvider.resolve<any>(app, sessionConfig)
  const config = { ...resolved, store }
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
