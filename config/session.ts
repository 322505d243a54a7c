import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'
import { withoutGuestReads } from '#infra/http/session_store'

/**
 * Sessions live on the server (the sessions table, or Redis with SESSION_DRIVER=redis when
 * several processes or machines serve the site), so logout and a password reset can really
 * end them. Tests use the memory store. A guest has none: a session starts when something is
 * stored in it (app/middleware/guest_session_middleware.ts).
 */
/** How long a session lives after its last request (the worker's cleanup also reads it) */
export const SESSION_AGE = '30d'

/** The session cookie's name (guest_session_middleware drops it from a session holding nothing) */
export const SESSION_COOKIE_NAME = 'neon-session'

/** The session cookie's attributes: SameSite=Lax and HttpOnly always, Secure in production over https */
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
    database: withoutGuestReads(stores.database({ tableName: 'sessions' })),
    redis: withoutGuestReads(stores.redis({ connection: 'main' })),
    cookie: stores.cookie(),
  },
})

export default sessionConfig
