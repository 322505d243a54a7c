/// <reference lib="dom" />
import { test } from '@japa/runner'
import User from '#models/user'
import { visitHydrated } from '#tests/helpers/browser/browser'
import { resetDatabase } from '#tests/helpers/database/database'
import { clearRateLimits } from '#tests/helpers/http/limits'
import { withEnv } from '#tests/helpers/processes/env'
import { FakeTwitch, useFakeTwitch } from '#tests/helpers/fakes/twitch'

test.group('Browser / Continue with Twitch', (group) => {
  const twitch = new FakeTwitch()
  useFakeTwitch(group, twitch)
  group.each.setup(async () => {
    await resetDatabase()
    await clearRateLimits()
    return withEnv(twitch.env())
  })

  test('Continue with Twitch makes the account and comes back logged in to the page it started on', async ({
    browserContext,
    assert,
  }) => {
    const page = await browserContext.newPage()
    // Twitch's consent screen agrees at once and sends the browser back with a code
    twitch.consentAs = { id: '4815162342', login: 'neonfan', display_name: 'NeonFan', email: 'fan@twitch.test' }
    await visitHydrated(page, '/leaderboard?auth=login')
    const dialog = page.getByRole('dialog')
    await dialog.waitFor({ state: 'visible' })
    assert.equal(await dialog.getByRole('link', { name: 'Continue with Kick' }).count(), 0)
    await dialog.getByRole('link', { name: 'Continue with Twitch' }).click()

    await page.waitForURL(`${process.env.APP_URL}/leaderboard`)
    await page.getByText('Welcome to NEONPLAY, NeonFan! Your account is ready.').waitFor()
    await page.getByRole('banner').getByText('NeonFan').waitFor()
    const user = await User.findByOrFail('twitchId', '4815162342')
    assert.equal(user.twitchUsername, 'NeonFan')
  })

  test('Connect Twitch on My Account links the account of the logged-in user', async ({ browserContext, assert }) => {
    const page = await browserContext.newPage()
    twitch.consentAs = { id: '4815162342', login: 'neonfan', display_name: 'NeonFan', email: 'f@twitch.test' }
    // log in through Twitch first, then unlink and connect again from the CONNECTIONS tab
    await visitHydrated(page, '/leaderboard?auth=login')
    await page.getByRole('dialog').getByRole('link', { name: 'Continue with Twitch' }).click()
    await page.waitForURL(`${process.env.APP_URL}/leaderboard`)
    await User.query().where('twitch_id', '4815162342').update({ twitch_id: null, twitch_username: null })

    await visitHydrated(page, '/account?tab=connections')
    const card = page.getByText('Twitch', { exact: true }).locator('xpath=ancestor::div[3]')
    await card.getByRole('link', { name: 'Connect' }).click()
    await page.getByText('Twitch account connected!').waitFor()
    await page.getByText('NeonFan').first().waitFor()
    assert.lengthOf(await User.query().where('twitch_id', '4815162342'), 1)
  })
})
