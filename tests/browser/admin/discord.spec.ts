/// <reference lib="dom" />
import { test } from '@japa/runner'
import { mkdir } from 'node:fs/promises'
import type { Page } from 'playwright'
import db from '@adonisjs/lucid/services/db'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { openAsAdmin, saveScreenshot } from '#tests/helpers/browser/browser'
import { fakeDiscordEachTest } from '#tests/helpers/fakes/discord_setup'
import { announce } from '#services/discord/announcements'
import { deliverDueAnnouncements } from '#services/discord/delivery'

const SHOTS = 'tmp/screenshots'

async function shoot(page: Page, name: string) {
  const sideways: Record<number, number> = {}
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 500 ? 740 : 900 })
    await page.evaluate(() => window.scrollTo(0, 0))
    sideways[width] = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    await saveScreenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  return sideways
}

test.group('Browser / Discord announcements page', (group) => {
  group.setup(async () => {
    await mkdir(SHOTS, { recursive: true })
  })
  const discord = fakeDiscordEachTest(group, resetToDemoSite)

  test('the admin adds a webhook, which is saved without showing its URL again, and sees its posts', async ({
    browserContext,
    assert,
  }) => {
    const page = await openAsAdmin(browserContext, '/admin/discord')
    await shoot(page, 'admin-discord-empty')
    await page.getByRole('button', { name: 'Add webhook' }).click()
    await page.getByLabel('Name').fill('#announcements')
    await page.getByLabel('Webhook URL').fill(discord.fake.webhookUrl())
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByText('Discord settings saved').waitFor()
    const url = page.getByLabel('Webhook URL')
    assert.equal(await url.inputValue(), '')
    assert.include(await url.getAttribute('placeholder'), 'Saved: id ends in 8899')
    assert.notInclude(await page.content(), 'fake-token')

    // two announcements: one posted, one refused by Discord
    await db.transaction(async (trx) => {
      for (const title of ['Friday hunt', 'Saturday hunt']) {
        await announce(trx, {
          event: 'hunt_started',
          occurrence: title,
          values: { title, start_balance: '$1,000' },
          path: '/bonus-hunt',
        })
      }
    })
    discord.fake.failNext({ status: 404 })
    await deliverDueAnnouncements()
    await page.reload()
    await page.waitForSelector('html[data-hydrated]')
    assert.equal(await page.locator('[data-delivery]').count(), 2)
    assert.equal(await page.locator('[data-last-delivery="ok"]').count(), 1)
    const sideways = await shoot(page, 'admin-discord')
    assert.deepEqual(sideways, { 1280: 0, 390: 0 })
  })
})
