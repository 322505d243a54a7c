import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'

/**
 * Sessions live on the server (the sessions table), so logout and a password reset can
 * really end them. Tests use the memory store.
 */
const sessionConfig = defineConfig({
  enabled: true,
  cookieName: 'neon-session',
  clearWithBrowser: false,
  age: '30d',
  cookie: {
    path: '/',
    httpOnly: true,
    secure: app.inProduction && env.get('APP_URL').startsWith('https://'),
    sameSite: 'lax',
  },
  store: env.get('SESSION_DRIVER'),
  stores: {
    database: stores.database({ tableName: 'sessions' }),
    cookie: stores.cookie(),
  },
})

export default sessionConfig
