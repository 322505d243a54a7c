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

  test('an intended address on another site is ignored after login', async ({ browserContext }) => {
    const user = await createUser({ password: 'redirect-pass-1' })
    const page = await browserContext.newPage()
    await page.goto(`${process.env.APP_URL}/?auth=login&intended=%2F%2Fevil.example%2F`)
    await page.waitForSelector('html[data-hydrated]')
    const dialog = page.getByRole('dialog')
    await dialog.waitFor({ state: 'visible' })
    await dialog.getByLabel('Username').fill(user.username)
    await dialog.getByLabel('Password', { exact: true }).fill('redirect-pass-1')
    await dialog.getByRole('button', { name: 'LOG IN', exact: true }).click()
    // the plain reload after login: its reminder for an unconfirmed email, then the header
    const reminder = page.getByRole('dialog', { name: 'Confirm Your Email' })
    await reminder.locator('button', { hasText: 'Close' }).click()
    await page.getByRole('banner').getByText(user.username).waitFor()
    if (new URL(page.url()).host !== new URL(process.env.APP_URL!).host) {
      throw new Error(`left the site: ${page.url()}`)
    }
  })
})
