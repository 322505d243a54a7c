import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'

/**
 * Sessions live on the server (the sessions table, or Redis with SESSION_DRIVER=redis when
 * several processes or machines serve the site), so logout and a password reset can really
 * end them. Tests use the memory store.
 */
/** How long a session lives after its last request (the worker's cleanup also reads it) */
export const SESSION_AGE = '30d'

const sessionConfig = defineConfig({
  enabled: true,
  cookieName: 'neon-session',
  clearWithBrowser: false,
  age: SESSION_AGE,
  cookie: {
    path: '/',
    httpOnly: true,
    secure: app.inProduction && env.get('APP_URL').startsWith('https://'),
    sameSite: 'lax',
  },
  store: env.get('SESSION_DRIVER'),
  stores: {
    database: stores.database({ tableName: 'sessions' }),
    redis: stores.redis({ connection: 'main' }),
    cookie: stores.cookie(),
  },
})

export default sessionConfig
