/// <reference lib="dom" />
import { test } from '@japa/runner'
import { mkdir } from 'node:fs/promises'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { openAsAdmin, visitHydrated, saveScreenshot } from '#tests/helpers/browser/browser'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { dbTimestamp } from '#infra/db/time'
import { accrueClosedWindows } from '#services/chat_points/accrue_points'
import { windowStart } from '#services/chat_points/chat_activity'
import { withEnv } from '#tests/helpers/processes/env'
import LeaderboardSetting from '#models/leaderboard_setting'
import User from '#models/user'

const SHOTS = 'tmp/screenshots'

async function shoot(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width < 500 ? 740 : 900 })
    await page.evaluate(() => window.scrollTo(0, 0))
    await saveScreenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1440, height: 900 })
}

test.group('Browser / ingestion health and accrual history', (group) => {
  group.setup(async () => {
    await mkdir(SHOTS, { recursive: true })
  })
  group.each.setup(async () => {
    await resetToDemoSite()
    return withEnv({ KICK_BROADCASTER_ID: '1', LEADERBOARD_XFUN_URL: 'http://127.0.0.1:9/w' })
  })

  test('the admin sees a failing board in red, "data delayed", Kick health and accruals', async ({
    browserContext,
    assert,
  }) => {
    const client = db.connection()
    // xfun: the env source failed after a good sync long ago
    const xfun = await LeaderboardSetting.findByOrFail('provider', 'xfun')
    xfun.merge({
      enabled: true,
      lastSyncedAt: DateTime.utc().minus({ hours: 2 }),
      lastSyncRows: 42,
      lastSyncError: 'xfun API answered 500',
      lastSyncErrorAt: DateTime.utc().minus({ minutes: 3 }),
    })
    await xfun.save()
    // Kick: live for 30 minutes, last chat 12 minutes ago
    const at = (minutes: number) => dbTimestamp(client, DateTime.utc().minus({ minutes }))
    await client.table('stream_status').insert({
      id: 1,
      live: true,
      changed_at: at(30),
      last_event_at: at(1),
      last_chat_at: at(12),
    })
    // a viewer with two credited windows
    const viewer = await User.query().whereNot('username', 'admin').orderBy('id').firstOrFail()
    await User.query().where('id', viewer.id).update({ kick_id: '4242' })
    for (const hours of [3, 2]) {
      await client.table('chat_activities').insert({
        kick_user_id: '4242',
        window_start: dbTimestamp(client, windowStart(DateTime.utc().minus({ hours }))),
      })
    }
    await accrueClosedWindows()

    const page = await openAsAdmin(browserContext, urlFor('admin.leaderboard'), {
      width: 1440,
      height: 900,
    })
    const card = page.locator('article[data-provider="xfun"]')
    await card.getByRole('alert').getByText('xfun API answered 500').waitFor()
    await card.getByText('data delayed', { exact: true }).waitFor()
    await card.getByText('(42 rows)').waitFor()
    await shoot(page, 'admin-leaderboard-health')

    await visitHydrated(page, urlFor('admin.index'))
    const kick = page.getByRole('region', { name: 'Kick webhooks' })
    await kick.getByText('Live', { exact: true }).waitFor()
    await kick.getByRole('alert').getByText('kick:subscribe').waitFor()
    await shoot(page, 'admin-kick-health')

    await visitHydrated(page, urlFor('admin.users'))
    await page.getByPlaceholder('Enter Username').fill(viewer.username)
    await page
      .getByRole('button', { name: new RegExp(viewer.username) })
      .first()
      .click()
    const history = page.getByRole('region', { name: 'Accrual history' })
    await history.getByRole('button', { name: 'Show' }).click()
    const rows = history.locator('tbody tr')
    await rows.nth(1).waitFor()
    assert.equal(await rows.count(), 2)
    await page.setViewportSize({ width: 1440, height: 900 })
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width < 500 ? 740 : 900 })
      await saveScreenshot(page, { path: `${SHOTS}/admin-accrual-history-${width}.png` })
    }
  })
})
