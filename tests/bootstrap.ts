import { assert } from '@japa/assert'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'
import { apiClient } from '@japa/api-client'
import { browserClient } from '@japa/browser-client'
import { sessionApiClient } from '@adonisjs/session/plugins/api_client'
import { authApiClient } from '@adonisjs/auth/plugins/api_client'
import { inertiaApiClient } from '@adonisjs/inertia/plugins/api_client'
import { sessionBrowserClient } from '@adonisjs/session/plugins/browser_client'
import { authBrowserClient } from '@adonisjs/auth/plugins/browser_client'
import { chromium, type LaunchOptions } from 'playwright'
import { sameOriginClient } from '#tests/helpers/http/same_origin_client'
import { createServer } from 'node:http'
import { loadFrontLayers } from '#infra/http/front'
import { ensureHealthyPool } from '#tests/helpers/database/pool'
import { hashFactoryPasswordOnce } from '#tests/helpers/database/users'

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser). The flags are the
 * ones that work as root in a container without a GPU or network.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const launchChromium = (launchOptions: LaunchOptions = {}) =>
  chromium.launch({
    ...launchOptions,
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })

/**
 * The first page a browser opens makes Vite's dev server transform every module the page
 * imports, which on a loaded machine (the test lanes run side by side) can take longer than a
 * test's 30 s navigation: one visit with time to spare comes first, so no test pays for it
 */
async function warmUpPages() {
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    await page.goto(`${process.env.APP_URL}/`, { timeout: 180_000 })
    await page.waitForSelector('html[data-hydrated]', { timeout: 180_000 })
  } finally {
    await browser.close()
  }
}

export const plugins: Config['plugins'] = [
  assert(),
  pluginAdonisJS(app),
  apiClient(),
  sessionApiClient(app),
  sameOriginClient(),
  authApiClient(app),
  inertiaApiClient(app),
  browserClient({ runInSuites: ['browser'], launcher: launchChromium }),
  sessionBrowserClient(app),
  authBrowserClient(app),
]

/** A fresh schema for the whole run; each test group empties what it touches */
export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [() => testUtils.db().migrate(), hashFactoryPasswordOnce],
  teardown: [],
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  if (['unit', 'functional', 'browser'].includes(suite.name)) {
    // registered before each group's own hooks: a test that left the pool short or broken
    // costs only itself, the next test starts on a rebuilt pool (tests/helpers/database/pool.ts)
    suite.onGroup((group) => group.each.setup(ensureHealthyPool))
    suite.onTest((t) => t.setup(ensureHealthyPool))
  }
  if (suite.name === 'faults' && !process.env.RUN_FAULTS) {
    // They build and spawn server processes (about a minute): run them with npm run test:faults
    suite.onGroup((group) => group.tap((t) => t.skip(true, 'run with npm run test:faults')))
  }
  if (suite.name === 'scale' && !process.env.RUN_SCALE) {
    // They need PostgreSQL, Redis and a build, which npm run test:scale sets up (and removes)
    suite.onGroup((group) => group.tap((t) => t.skip(true, 'run with npm run test:scale')))
  }
  if (['faults', 'scale'].includes(suite.name)) {
    // they call processes they spawn, but name routes with urlFor: the route list must be ready
    return suite.setup(async () => {
      const router = await app.container.make('router')
      router.commit()
    })
  }
  if (['browser', 'functional'].includes(suite.name)) {
    // the server as bin/server.ts makes it: the same layers in front of AdonisJS
    return suite.setup(async () => {
      const front = await loadFrontLayers()
      const close = await testUtils.httpServer().start((handler) => createServer(front.wrap(handler)))
      if (suite.name === 'browser') await warmUpPages()
      return close
    })
  }
}
