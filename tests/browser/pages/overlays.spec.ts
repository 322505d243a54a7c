/// <reference lib="dom" />
import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { mkdir } from 'node:fs/promises'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { SCREENSHOT_DIR, TAKE_SCREENSHOTS, visitHydrated } from '#tests/helpers/browser/browser'
import { openOverlay, overGameplay } from '#tests/helpers/browser/overlays'
import { createUser } from '#tests/helpers/database/users'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { OVERLAYS } from '#shared/overlays'
import User from '#models/user'

test.group('Browser / OBS overlays', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('an overlay is transparent and shows admin changes within 1 s', async ({ browserContext, client, assert }) => {
    const admin = await createUser({ admin: true })
    const { page, problems } = await openOverlay(
      browserContext,
      urlFor('overlays.vault', {}, { qs: { accent: 'pink' } })
    )

    const backgrounds = await page.evaluate(() =>
      [document.documentElement, document.body].map((element) => {
        const style = getComputedStyle(element)
        return [style.backgroundColor, style.backgroundImage]
      })
    )
    assert.deepEqual(backgrounds, [
      ['rgba(0, 0, 0, 0)', 'none'],
      ['rgba(0, 0, 0, 0)', 'none'],
    ])
    // no site chrome
    assert.equal(await page.locator('header nav, footer').count(), 0)

    const updated = await jsonAs(client, admin)
      .post(urlFor('admin_api.vault.update'))
      .json({ value: 123456, streams_active: 9 })
    updated.assertStatus(200)
    // within 1 s of the committed change (the answer above)
    await page.locator('[data-vault-value]', { hasText: '$123,456' }).waitFor({ timeout: 1000 })
    assert.deepEqual(problems, [])
  })

  // pictures for people to look at, no assertion: `npm run screenshots` takes them
  test('screenshots: each overlay over a busy picture, and the admin page', async ({ browserContext }) => {
    await mkdir(SCREENSHOT_DIR, { recursive: true })
    for (const overlay of OVERLAYS.slice(0, 4)) {
      for (const query of ['', '?compact=1&rows=3&accent=gold']) {
        const { page } = await openOverlay(browserContext, `${overlay.path}${query}`)
        // what OBS receives: the page with its transparent pixels, laid over the game
        const name = `overlay-${overlay.name}${query ? '-compact' : ''}.png`
        await overGameplay(page, `${SCREENSHOT_DIR}/${name}`)
        await page.close()
      }
    }

    await browserContext.loginAs(await User.findByOrFail('username', 'admin'))
    const page = await browserContext.newPage()
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await visitHydrated(page, urlFor('admin.overlays'))
      await page.waitForTimeout(1500)
      await page.screenshot({
        path: `${SCREENSHOT_DIR}/admin-overlays-${width}.png`,
        fullPage: true,
      })
    }
  })
    .skip(!TAKE_SCREENSHOTS, 'npm run screenshots takes them')
    .timeout(300_000)
})
