/// <reference lib="dom" />
import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import type { BrowserContext, Page } from 'playwright'
import User from '#models/user'
import { resetToDemoSite } from '#tests/helpers/database/database'

/**
 * Opens a page recording every CSP violation (the browser's own event, fired for blocked
 * scripts, styles, images and connections alike) and every console error or uncaught error.
 */
async function openWatched(context: BrowserContext, path: string) {
  const page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    // a failed download is the network's story (a CSP block is reported as a violation below)
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`console: ${message.text()}`)
    }
  })
  await page.addInitScript(() => {
    ;(window as any).__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as any).__cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI} from ${event.sourceFile}:${event.lineNumber}`
      )
    )
  })
  await page.goto(`${process.env.APP_URL}${path}`)
  await page.waitForSelector('html[data-hydrated]')
  await settled(page)
  return { page, problems }
}

/**
 * The page loaded what it loads (its chunk, styles, fonts). Not 'networkidle': the live-update
 * stream is a request that stays open for as long as the page does.
 */
async function settled(page: Page) {
  await page.waitForLoadState('load')
  await page.waitForTimeout(500)
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as any).__cspViolations)
}

test.group('Browser / Content-Security-Policy', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('public pages hydrate and navigate without CSP violations or errors', async ({ browserContext, assert }) => {
    const { page, problems } = await openWatched(browserContext, urlFor('home'))
    // A client-side visit loads the next page's chunk and shows Inertia's progress bar
    await page.getByRole('banner').getByRole('link', { name: 'LEADERBOARD' }).first().click()
    await page.waitForURL('**/leaderboard')
    await settled(page)
    // a dialog locks scrolling with a <style> of its own
    await page.getByRole('banner').getByRole('button', { name: 'LOGIN' }).click()
    await page.getByRole('dialog').waitFor({ state: 'visible' })
    assert.deepEqual(await violations(page), [])
    assert.deepEqual(problems, [])

    for (const path of [urlFor('leaderboard'), urlFor('store')]) {
      const opened = await openWatched(browserContext, path)
      assert.deepEqual(await violations(opened.page), [], path)
      assert.deepEqual(opened.problems, [], path)
    }
  })

  test('the account and admin pages hydrate with no CSP violation or console error', async ({
    browserContext,
    assert,
  }) => {
    await browserContext.loginAs(await User.findByOrFail('username', 'admin'))
    for (const path of [urlFor('account'), urlFor('admin.index')]) {
      const { page, problems } = await openWatched(browserContext, path)
      assert.deepEqual(await violations(page), [], path)
      assert.deepEqual(problems, [], path)
    }
  })

  test('an injected inline script (no hash of ours) is blocked and reported (the watch above can fail)', async ({
    browserContext,
    assert,
  }) => {
    const { page, problems } = await openWatched(browserContext, urlFor('home'))
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
    })
    await page.waitForFunction(() => (window as any).__cspViolations.length > 0)
    assert.isUndefined(await page.evaluate(() => (window as any).__injected))
    const [first] = await violations(page)
    assert.match(first, /^script-src/)
    assert.isNotEmpty(problems)
  })
})
