/// <reference lib="dom" />
import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { mkdir } from 'node:fs/promises'
import sharp from 'sharp'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { SCREENSHOT_DIR, TAKE_SCREENSHOTS, visitHydrated } from '#tests/helpers/browser/browser'
import { createUser } from '#tests/helpers/database/users'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { OVERLAYS } from '#shared/overlays'
import User from '#models/user'

type Context = Parameters<Parameters<typeof test>[1] & object>[0]['browserContext']

/** An overlay as OBS opens it: a 1920x1080 browser source, live once its stream is up */
async function openOverlay(context: Context, path: string) {
  const page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.goto(`${process.env.APP_URL}${path}`)
  await page.waitForSelector('html[data-hydrated]')
  await page.waitForFunction(() => document.documentElement.dataset.live === 'connected')
  return { page, problems }
}

/** A gameplay-like busy picture (bright gradients and stripes) the size of the source */
function busyBackground() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#ff6a00"/><stop offset="0.5" stop-color="#2dd4bf"/>
        <stop offset="1" stop-color="#facc15"/>
      </linearGradient>
      <pattern id="stripes" width="80" height="80" patternUnits="userSpaceOnUse" patternTransform="rotate(30)">
        <rect width="40" height="80" fill="#ffffff" fill-opacity="0.35"/>
      </pattern>
    </defs>
    <rect width="1920" height="1080" fill="url(#sky)"/>
    <rect width="1920" height="1080" fill="url(#stripes)"/>
    <circle cx="500" cy="400" r="300" fill="#e11d48" fill-opacity="0.7"/>
    <circle cx="1500" cy="700" r="380" fill="#22c55e" fill-opacity="0.6"/>
  </svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

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
    const background = await busyBackground()
    for (const overlay of OVERLAYS.slice(0, 4)) {
      for (const query of ['', '?compact=1&rows=3&accent=gold']) {
        const { page } = await openOverlay(browserContext, `${overlay.path}${query}`)
        // what OBS receives: the page with its transparent pixels, laid over the game
        const shot = await page.screenshot({ omitBackground: true })
        const name = `overlay-${overlay.name}${query ? '-compact' : ''}.png`
        await sharp(background)
          .composite([{ input: shot }])
          .toFile(`${SCREENSHOT_DIR}/${name}`)
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
