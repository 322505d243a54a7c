import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'
import { withoutUnstoredDeletes } from '#http_cache/session_store'

/**
 * Sessions live on the server (the sessions table, or Redis with SESSION_DRIVER=redis when
 * several processes or machines serve the site), so logout and a password reset can really
 * end them. Tests use the memory store.
 */
/** How long a session lives after its last request (the worker's cleanup also reads it) */
export const SESSION_AGE = '30d'

/** The session cookie's name (the guest fast path recognises a visitor with a session by it) */
export const SESSION_COOKIE_NAME = 'neon-session'

/** The session cookie's attributes; the CSRF cookie uses them too (readable by scripts, though) */
export const SESSION_COOKIE = {
  path: '/',
  httpOnly: true,
  secure: app.inProduction && env.get('APP_URL').startsWith('https://'),
  sameSite: 'lax',
} as const

const sessionConfig = defineConfig({
  enabled: true,
  cookieName: SESSION_COOKIE_NAME,
  clearWithBrowser: false,
  age: SESSION_AGE,
  cookie: SESSION_COOKIE,
  store: env.get('SESSION_DRIVER'),
  stores: {
    database: withoutUnstoredDeletes(stores.database({ tableName: 'sessions' })),
    redis: withoutUnstoredDeletes(stores.redis({ connection: 'main' })),
    cookie: stores.cookie(),
  },
})

export default sessionConfig
