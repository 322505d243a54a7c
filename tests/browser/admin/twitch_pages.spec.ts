/// <reference lib="dom" />
import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { test } from '@japa/runner'
import User from '#models/user'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { openAsAdmin, screenshotWidths } from '#tests/helpers/browser/browser'
import { withEnv } from '#tests/helpers/processes/env'
import { holdCredit } from '#services/points/held_credits'

test.group('Browser / Twitch beside Kick on the admin and account pages', (group) => {
  group.each.setup(async () => {
    await resetToDemoSite()
    return withEnv({ TWITCH_CLIENT_ID: 'twitch-client-id', TWITCH_CLIENT_SECRET: 'twitch-client-secret' })
  })

  test('the rewards page has a column per platform and tags held rewards; nothing scrolls sideways', async ({
    browserContext,
    assert,
  }) => {
    await db.transaction((trx) =>
      holdCredit(trx, {
        platform: 'twitch',
        kickUserId: '141981764',
        kickUsername: 'TwitchNelly',
        points: 500,
        reason: 'kick_reward',
        note: 'twitch:channel.cheer',
        expiresAt: DateTime.utc().plus({ days: 90 }),
      })
    )
    const page = await openAsAdmin(browserContext, urlFor('admin.kick_rewards'))
    const twitch = page.locator('fieldset[data-platform="twitch"]')
    assert.equal(await twitch.locator('legend').innerText(), 'TWITCH')
    assert.equal(await twitch.getByLabel('Bits cheered').count(), 1)
    assert.include(await page.locator('[data-held-rewards]').innerText(), 'Twitch reward: Bits cheered')
    const sideways = await screenshotWidths(page, 'admin-rewards-twitch')
    assert.deepEqual(sideways, { 1280: 0, 360: 0 })
  })

  test('My Account lists Discord, Twitch and Kick; a linked Twitch account shows its name', async ({
    browserContext,
    assert,
  }) => {
    await User.query().where('username', 'admin').update({ twitch_id: '141981764', twitch_username: 'TwitchNelly' })
    const page = await openAsAdmin(browserContext, '/account?tab=connections')
    await page.getByText('TwitchNelly').waitFor()
    const sideways = await screenshotWidths(page, 'account-connections-twitch')
    assert.deepEqual(sideways, { 1280: 0, 360: 0 })
  })
})
