/// <reference lib="dom" />
import { test } from '@japa/runner'
import { mkdir } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { openAsAdmin, saveScreenshot } from '#tests/helpers/browser/browser'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { withEnv } from '#tests/helpers/processes/env'
import { CONNECTOR_MESSAGES } from '#shared/leaderboard_connectors'
import { en } from '#tests/helpers/i18n/english'

const SHOTS = 'tmp/screenshots'
const KEY = 'browser-clash-key-4242'

test.group('Browser / admin leaderboard source', (group) => {
  let server: Server
  group.setup(async () => {
    await mkdir(SHOTS, { recursive: true })
    // A Clash-like partner: amounts in cents, dates in the path, a Bearer key
    server = createServer((req, res) => {
      // (under /open/ the partner needs no key)
      const ok =
        (req.headers.authorization === `Bearer ${KEY}` || req.url?.startsWith('/open/')) &&
        /^(\/open)?\/summary\/\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}$/.test(req.url ?? '')
      res.writeHead(ok ? 200 : 401, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(ok ? [{ name: 'CentCounter', wagered: 1234567, avatar: null }] : {}))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return () => new Promise<void>((resolve) => server.close(() => resolve()))
  })
  group.each.setup(() => resetToDemoSite())

  test('an admin sets a source from a preset, tests it and saves it', async ({ browserContext, assert }) => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const page = await openAsAdmin(browserContext, urlFor('admin.leaderboard'))

    const card = page.locator('article[data-provider="hypedrop"]')
    await card.getByRole('button', { name: 'Configure source' }).click()
    const dialog = page.getByRole('dialog', { name: 'HypeDrop Source' })
    await dialog.getByLabel('Preset').selectOption('cents-by-date')
    assert.equal(await dialog.getByLabel('Wager scale').inputValue(), '0.01')
    await dialog.getByLabel('URL').fill(`${base}/summary/{start_date}/{end_date}`)
    await dialog.getByLabel('Secret (API key)').fill(KEY)
    await dialog.getByRole('button', { name: 'Test' }).click()
    const result = page.getByTestId('source-test-hypedrop')
    await result.getByText('CentCounter').waitFor()
    await result.getByText('12,345.67', { exact: true }).waitFor()
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width < 500 ? 740 : 900 })
      await saveScreenshot(page, { path: `${SHOTS}/admin-leaderboard-source-dialog-${width}.png` })
    }
    await page.setViewportSize({ width: 1280, height: 900 })
    await dialog.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Source saved').waitFor()
    await card.getByText('secret set').waitFor()
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width < 500 ? 740 : 900 })
      await page.evaluate(() => window.scrollTo(0, 0))
      await saveScreenshot(page, {
        path: `${SHOTS}/admin-leaderboard-source-${width}.png`,
        fullPage: true,
      })
    }

    // the secret is in neither the page nor its props after a reload
    await page.reload()
    await page.waitForSelector('html[data-hydrated]')
    assert.notInclude(await page.content(), KEY)
  })

  test('a source moved to another origin is tested without the saved secret, and says so', async ({
    browserContext,
    cleanup,
  }) => {
    cleanup(withEnv({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1,localhost' }))
    const port = (server.address() as AddressInfo).port
    const page = await openAsAdmin(browserContext, urlFor('admin.leaderboard'))
    const card = page.locator('article[data-provider="hypedrop"]')
    const open = async () => {
      await card.getByRole('button', { name: 'Configure source' }).click()
      return page.getByRole('dialog', { name: 'HypeDrop Source' })
    }
    let dialog = await open()
    await dialog.getByLabel('Preset').selectOption('cents-by-date')
    await dialog.getByLabel('URL').fill(`http://127.0.0.1:${port}/summary/{start_date}/{end_date}`)
    await dialog.getByLabel('Secret (API key)').fill(KEY)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await card.getByText('secret set').waitFor()

    dialog = await open()
    await dialog.getByLabel('URL').fill(`http://localhost:${port}/open/summary/{start_date}/{end_date}`)
    await dialog.getByRole('button', { name: 'Test' }).click()
    const result = page.getByTestId('source-test-hypedrop')
    await result.getByText('CentCounter').waitFor()
    await result.getByText(en(CONNECTOR_MESSAGES.secretDroppedOnTest)).waitFor()
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width < 500 ? 740 : 900 })
      await result.scrollIntoViewIfNeeded()
      await saveScreenshot(page, { path: `${SHOTS}/admin-leaderboard-source-secret-dropped-${width}.png` })
    }
  })
})
