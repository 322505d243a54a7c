/// <reference lib="dom" />
import { test } from '@japa/runner'
import User from '#models/user'
import { visitHydrated } from '#tests/helpers/browser/browser'
import { resetDatabase } from '#tests/helpers/database/database'
import { clearRateLimits } from '#tests/helpers/http/limits'
import { withEnv } from '#tests/helpers/processes/env'
import { fakeOAuthFor } from '#tests/helpers/fakes/fake_oauth'

test.group('Browser / Continue with Discord or Kick', (group) => {
  const fake = fakeOAuthFor(group)
  group.each.setup(async () => {
    await resetDatabase()
    await clearRateLimits()
    return withEnv({ ...fake.env('kick') })
  })

  test('Continue with Kick makes the account and comes back logged in to the page it started on', async ({
    browserContext,
    assert,
  }) => {
    const page = await browserContext.newPage()
    // the provider's consent screen agrees at once and sends the browser back with a code
    fake.consentAs = { user_id: 777, name: 'Chat.Fan', email: 'fan@kick.test', profile_picture: null }
    await visitHydrated(page, '/leaderboard?auth=login')
    const dialog = page.getByRole('dialog')
    await dialog.waitFor({ state: 'visible' })
    // Discord is not set up in this test: only Kick is offered
    assert.equal(await dialog.getByRole('link', { name: 'Continue with Discord' }).count(), 0)
    await dialog.getByRole('link', { name: 'Continue with Kick' }).click()

    await page.waitForURL(`${process.env.APP_URL}/leaderboard`)
    await page.getByText('Welcome to NEONPLAY, Chat_Fan! Your account is ready.').waitFor()
    await page.getByRole('banner').getByText('Chat_Fan').waitFor()
    const user = await User.findByOrFail('kickId', '777')
    assert.equal(user.username, 'Chat_Fan')
  })

  test('a two-factor account comes back to the login dialog on its code step', async ({ browserContext }) => {
    const page = await browserContext.newPage()
    await visitHydrated(page, '/?auth=login&step=two-factor')
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Authentication code').waitFor()
    await dialog.getByRole('button', { name: 'VERIFY' }).waitFor()
  })
})
