import { indexPages } from '@adonisjs/inertia'
import { indexEntities } from '@adonisjs/core'
import { defineConfig } from '@adonisjs/core/app'
import { generateRegistry } from '@tuyau/core/hooks'

export default defineConfig({
  experimental: {},

  commands: [
    () => import('@adonisjs/core/commands'),
    () => import('@adonisjs/lucid/commands'),
    () => import('@adonisjs/mail/commands'),
  ],

  providers: [
    () => import('@adonisjs/core/providers/app_provider'),
    () => import('@adonisjs/core/providers/hash_provider'),
    { file: () => import('@adonisjs/core/providers/repl_provider'), environment: ['repl', 'test'] },
    () => import('@adonisjs/core/providers/vinejs_provider'),
    () => import('@adonisjs/core/providers/edge_provider'),
    () => import('#providers/view_provider'),
    () => import('@adonisjs/session/session_provider'),
    () => import('@adonisjs/vite/vite_provider'),
    () => import('@adonisjs/shield/shield_provider'),
    () => import('@adonisjs/static/static_provider'),
    () => import('@adonisjs/lucid/database_provider'),
    () => import('@adonisjs/inertia/inertia_provider'),
    () => import('@adonisjs/auth/auth_provider'),
    () => import('@adonisjs/mail/mail_provider'),
    () => import('@adonisjs/drive/drive_provider'),
    () => import('@adonisjs/redis/redis_provider'),
    () => import('@adonisjs/limiter/limiter_provider'),
    () => import('@adonisjs/ally/ally_provider'),
    () => import('@adonisjs/cache/cache_provider'),
    () => import('@adonisjs/transmit/transmit_provider'),
    () => import('@adonisjs/lock/lock_provider'),
    () => import('@adonisjs/i18n/i18n_provider'),
    () => import('#providers/validator_provider'),
  ],

  preloads: [
    // the routes, one file per area (start/routes/). Preloads are imported together, so the
    // areas register in no fixed order: no URL may match routes of two areas
    // (tests/functional/security/route_areas.spec.ts)
    () => import('#start/routes/public_pages'),
    () => import('#start/routes/accounts'),
    () => import('#start/routes/economy'),
    () => import('#start/routes/live_and_overlays'),
    () => import('#start/routes/webhooks'),
    () => import('#start/routes/admin_pages'),
    () => import('#start/routes/admin_api'),
    () => import('#start/kernel'),
    () => import('#start/limiter'),
    { file: () => import('#start/public_cache'), environment: ['web'] },
    { file: () => import('#start/live'), environment: ['web'] },
    () => import('#start/live_payloads'),
  ],

  tests: {
    suites: [
      { files: ['tests/unit/**/*.spec.{ts,js}'], name: 'unit', timeout: 5000 },
      { files: ['tests/functional/**/*.spec.{ts,js}'], name: 'functional', timeout: 60000 },
      { files: ['tests/browser/**/*.spec.{ts,js}'], name: 'browser', timeout: 120000 },
      /** fault drills on the production build: `npm run test:faults` (skipped by `npm test`) */
      { files: ['tests/faults/**/*.spec.{ts,js}'], name: 'faults', timeout: 300000 },
      /** several processes on PostgreSQL, Redis and S3: `npm run test:scale` (skipped by `npm test`) */
      { files: ['tests/scale/**/*.spec.{ts,js}'], name: 'scale', timeout: 300000 },
    ],
    forceExit: true,
  },

  metaFiles: [
    { pattern: 'resources/views/**/*.edge', reloadServer: false },
    { pattern: 'public/**', reloadServer: false },
    { pattern: '.npmrc', reloadServer: false },
    {
      pattern: 'resources/lang/**/*.{json,yaml,yml}',
      reloadServer: false,
    },
  ],

  hooks: {
    init: [
      indexEntities({ transformers: { enabled: true, withSharedProps: true } }),
      indexPages({ framework: 'react' }),
      // the typed /api client: only the JSON and OAuth routes the pages call (the page routes
      // would only add weight to the entry script)
      generateRegistry({
        routes: {
          only: [
            /^(auth|account_api|account_links|economy|milestones|admin_api|vault|leaderboards|raffles|tournaments)\./,
            /^locale$/,
          ],
        },
      }),
    ],
    buildStarting: [() => import('@adonisjs/vite/build_hook')],
  },
})
