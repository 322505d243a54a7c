import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import { SessionCollection } from '@adonisjs/session'
import SessionMiddleware from '@adonisjs/session/session_middleware'
import sessionConfig from '#config/session'

/**
 * .env.test keeps sessions in memory (loginAs needs that). Tests about ending sessions
 * switch to the production store, the sessions table (config/session.ts defines it): the
 * session middleware and the session collection are swapped for ones on the database store
 * until the returned function restores them.
 */
export async function useDatabaseSessions() {
  const resolved = await configProvider.resolve<any>(app, sessionConfig)
  const config = { ...resolved, store: 'database' }
  const emitter = await app.container.make('emitter')
  app.container.swap(SessionMiddleware, () => new SessionMiddleware(config, emitter))
  app.container.swap(SessionCollection, () => new SessionCollection(config))
  return () => {
    app.container.restore(SessionMiddleware)
    app.container.restore(SessionCollection)
  }
}
