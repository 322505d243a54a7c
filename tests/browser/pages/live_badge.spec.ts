/// <reference lib="dom" />
import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type { Page } from 'playwright'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { markWindow, openAsAdmin, openPage, saveScreenshot, SCREENSHOT_DIR } from '#tests/helpers/browser/browser'
import { withEnv } from '#tests/helpers/processes/env'
import { CHANNEL, kickPublicPem, postKickEvent, signed } from '#tests/helpers/fakes/kick'
import { endLiveStreams } from '#infra/live/streams'

const status = (isLive: boolean) => ({
  broadcaster: { user_id: CHANNEL, username: 'Neonstreamer', channel_slug: 'neonstreamer' },
  is_live: isLive,
  title: 'Sunday bonus hunt with a title long enough to be cut short',
  started_at: '2026-11-29T20:00:00.000Z',
  ended_at: null,
})

async function kick(client: ApiClient, isLive: boolean) {
  const response = await postKickEvent(client, signed('livestream.status.updated', status(isLive)))
  response.assertStatus(200)
}

async function openLive(context: Parameters<typeof openPage>[0], width: number, reducedMotion?: 'reduce') {
  const opened = await openPage(context, urlFor('home'), { width, reducedMotion })
  await opened.page.waitForFunction(() => document.documentElement.dataset.live === 'connected')
  return opened
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

test.group('Browser / live badge', (group) => {
  group.each.setup(async () => {
    await resetToDemoSite()
    return withEnv({ KICK_WEBHOOK_PUBLIC_KEY: kickPublicPem, KICK_BROADCASTER_ID: String(CHANNEL) })
  })
  group.each.teardown(() => endLiveStreams())

  test('an open home page shows the badge without a reload when the stream goes live, and drops it when it ends', async ({
    browserContext,
    client,
    assert,
  }) => {
    const { page, problems } = await openLive(browserContext, 1280)
    const sameDocument = await markWindow(page)
    const badge = page.getByRole('link', { name: /^Live now on Kick/ })
    assert.equal(await badge.count(), 0)

    await kick(client, true)
    await badge.waitFor({ timeout: 5000 })
    assert.equal(await badge.getAttribute('href'), 'https://kick.com/neonstreamer')
    assert.equal(await badge.getAttribute('target'), '_blank')
    assert.include(await badge.getAttribute('aria-label'), 'Sunday bonus hunt')
    assert.isTrue(await sameDocument())
    assert.equal(await sideways(page), 0)
    await saveScreenshot(page.locator('header'), { path: `${SCREENSHOT_DIR}/live-badge-header-1280.png` })

    await kick(client, false)
    await badge.waitFor({ state: 'detached', timeout: 5000 })
    assert.isTrue(await sameDocument())
    assert.deepEqual(problems, [])
  })

  test('at 360 px in German the header fits, the menu has Zeitplan and Vorhersagen, and the dot keeps still for reduced motion', async ({
    browserContext,
    client,
    assert,
  }) => {
    await kick(client, true)
    await browserContext.addCookies([{ name: 'locale', value: 'de', url: process.env.APP_URL! }])
    const { page, problems } = await openLive(browserContext, 360, 'reduce')
    const badge = page.getByRole('link', { name: /^Jetzt live auf Kick/ })
    await badge.waitFor()
    assert.equal(await sideways(page), 0)
    const box = (await badge.boundingBox())!
    assert.isAtMost(box.x + box.width, 360)
    // no pulse: the ping ring does not animate
    const animation = await badge
      .locator('span span')
      .first()
      .evaluate((el) => getComputedStyle(el).animationName)
    assert.equal(animation, 'none')
    await saveScreenshot(page.locator('header'), { path: `${SCREENSHOT_DIR}/live-badge-header-360-de.png` })

    await page.getByRole('button', { name: 'Menü öffnen' }).click()
    const menu = page.locator('#mobile-menu')
    assert.equal(await menu.getByRole('link', { name: 'ZEITPLAN' }).getAttribute('href'), '/schedule')
    assert.equal(await menu.getByRole('link', { name: 'VORHERSAGEN' }).getAttribute('href'), '/predictions')
    // the menu shows the stream in full
    await menu
      .getByRole('link', { name: /^Jetzt live auf Kick/ })
      .getByText(/^Sunday bonus hunt/)
      .waitFor()
    assert.equal(await sideways(page), 0)
    await saveScreenshot(page.locator('header'), { path: `${SCREENSHOT_DIR}/live-badge-menu-360-de.png` })
    assert.deepEqual(problems, [])
  })

  test("at 1280 px in German, an admin's header holds the badge and every link on one line", async ({
    browserContext,
    client,
    assert,
  }) => {
    await kick(client, true)
    await browserContext.addCookies([{ name: 'locale', value: 'de', url: process.env.APP_URL! }])
    const page = await openAsAdmin(browserContext, urlFor('home'), { width: 1280, height: 800 })
    const nav = page.getByRole('navigation', { name: 'Hauptmenü' })
    await page.getByRole('link', { name: /^Jetzt live auf Kick/ }).waitFor()
    for (const name of ['ZEITPLAN', 'VORHERSAGEN', 'ADMIN']) await nav.getByRole('link', { name }).waitFor()
    await saveScreenshot(page.locator('header'), { path: `${SCREENSHOT_DIR}/live-badge-header-1280-de-admin.png` })
    assert.equal(await sideways(page), 0)
    // nothing wraps or spills: the links keep the height of one line, the nav its width
    const heights = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => l.getBoundingClientRect().height))
    assert.isAtMost(Math.max(...heights), 40)
    assert.isAtMost(await nav.evaluate((el) => el.scrollWidth - el.clientWidth), 0)
  })
})
