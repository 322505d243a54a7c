/// <reference lib="dom" />
import { urlFor } from '@adonisjs/core/services/url_builder'
import { visitHydrated } from '#tests/helpers/browser/browser'
import { test } from '@japa/runner'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'

test.group('Browser / login brings a guest back to the page asked for', (group) => {
  group.each.setup(() => resetDatabase())

  test('/account?tab=connections: a guest logs in via the dialog, lands there', async ({ browserContext, assert }) => {
    const user = await createUser({ password: 'redirect-pass-1' })
    const page = await browserContext.newPage()
    await visitHydrated(page, urlFor('account', {}, { qs: { tab: 'connections' } }))
    const landed = new URL(page.url())
    assert.equal(landed.pathname, '/')
    assert.equal(landed.searchParams.get('auth'), 'login')
    assert.equal(landed.searchParams.get('intended'), '/account?tab=connections')

    const dialog = page.getByRole('dialog')
    await dialog.waitFor({ state: 'visible' })
    await dialog.getByLabel('Username').fill(user.username)
    await dialog.getByLabel('Password', { exact: true }).fill('redirect-pass-1')
    await dialog.getByRole('button', { name: 'LOG IN', exact: true }).click()

    await page.waitForURL(`${process.env.APP_URL}/account?tab=connections`)
    await page.waitForSelector('html[data-hydrated]')
    await page.getByRole('tab', { name: 'CONNECTIONS', selected: true }).waitFor()
  })

  test('an intended address that is, or normalises to, another site is ignored after login: {$self}')
    .with(['//evil.example/', '/.//evil.example/x', '/..//evil.example/x', '/%2e//evil.example/x', '/\\evil.example/'])
    .run(async ({ browserContext, assert }, intended) => {
      const user = await createUser({ password: 'redirect-pass-1' })
      const page = await browserContext.newPage()
      // the other site answers here, so a redirect to it shows up as a visit rather than a DNS failure
      const offSite: string[] = []
      await page.route(/^https?:\/\/evil\.example\//, (route) => {
        offSite.push(route.request().url())
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>another site</h1>' })
      })
      await visitHydrated(page, `/?auth=login&intended=${encodeURIComponent(intended)}`)
      const dialog = page.getByRole('dialog')
      await dialog.waitFor({ state: 'visible' })
      await dialog.getByLabel('Username').fill(user.username)
      await dialog.getByLabel('Password', { exact: true }).fill('redirect-pass-1')
      await dialog.getByRole('button', { name: 'LOG IN', exact: true }).click()
      // the plain reload after login (its reminder for an unconfirmed email, then the header),
      // or the other site, whichever comes first
      const reminder = page.getByRole('dialog', { name: 'Confirm Your Email' })
      await Promise.race([
        reminder.waitFor({ state: 'visible' }),
        page.waitForURL((url) => url.hostname === 'evil.example'),
      ])
      assert.deepEqual(offSite, [])
      assert.equal(new URL(page.url()).host, new URL(process.env.APP_URL!).host)
      await reminder.locator('button', { hasText: 'Close' }).click()
      await page.getByRole('banner').getByText(user.username).waitFor()
      assert.equal(new URL(page.url()).host, new URL(process.env.APP_URL!).host)
    })
})
