import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, destination, syncDestination, targets } from '@adonisjs/core/logger'

/**
 * Where the app logs under test (the suite reads it back). One file per test port: `npm test`
 * runs suites side by side, each on a port of its own.
 */
export const TEST_LOG_FILE = app.tmpPath(`logs/test-${env.get('PORT')}.log`)

/**
 * Values that must never reach a log line, wherever they sit in a logged object (one level of
 * nesting covers the request bodies, headers and errors the app logs). Messages themselves
 * never carry them: mail links and tokens are not logged at all.
 */
const SECRET_KEYS = [
  'password',
  'password_confirmation',
  'currentPassword',
  'current_password',
  'newPassword',
  'token',
  'accessToken',
  'access_token',
  'refreshToken',
  'refresh_token',
  'secret',
  'clientSecret',
  'client_secret',
  'authorization',
  'cookie',
  'set-cookie',
  'sessionId',
  'session_id',
]

const loggerConfig = defineConfig({
  default: 'app',
  loggers: {
    app: {
      enabled: true,
      name: env.get('APP_NAME') ?? 'neonplay',
      level: env.get('LOG_LEVEL'),
      redact: {
        paths: SECRET_KEYS.flatMap((key) => [`["${key}"]`, `*["${key}"]`, `*.headers["${key}"]`]),
        censor: '[redacted]',
      },
      /**
       * Tests write to a file the suite reads back (to prove what is and is not logged);
       * development writes synchronously to the terminal; production goes through pino's
       * worker-thread transport to stdout.
       */
      desination: app.inTest
        ? destination({ dest: TEST_LOG_FILE, mkdir: true, sync: true })
        : !app.inProduction
          ? await syncDestination()
          : undefined,
      transport: { targets: [targets.file({ destination: 1 })] },
    },
  },
})

export default loggerConfig

declare module '@adonisjs/core/types' {
  export interface LoggersList extends InferLoggers<typeof loggerConfig> {}
}
