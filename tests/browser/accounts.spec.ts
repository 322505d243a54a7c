/// <reference lib="dom" />
import { urlFor } from '@adonisjs/core/services/url_builder'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Page } from 'playwright'
import Purchase from '#models/purchase'
import { resetDatabase } from '#tests/helpers/database'
import { createUser } from '#tests/helpers/users'
import { MAIL_FOLDER } from '#config/mail'

async function openAuthDialog(page: Page) {
  await page.waitForSelector('html[data-hydrated]')
  await page.getByRole('banner').getByRole('button', { name: 'LOGIN' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.waitFor({ state: 'visible' })
  return dialog
}

/** The newest mail written by the file transport of .env.test (MAIL_FOLDER) to an address */
async function latestMailTo(address: string, after: number) {
  const folder = MAIL_FOLDER
  for (let attempt = 0; attempt < 50; attempt++) {
    const all = await readdir(folder).catch(() => [] as string[])
    const names = all
      .filter((n) => n.endsWith('.json') && Number(n.split('-')[0]) >= after)
      .sort()
      .reverse()
    for (const name of names) {
      const mail = JSON.parse(await readFile(join(folder, name), 'utf8'))
      if (mail.to.includes(address)) return mail as { subject: string; text: string; html: string }
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no mail to ${address}`)
}

test.group('Browser / accounts', (group) => {
  group.each.setup(() => resetDatabase())

  test('sign up with each invalid field, then validly; log out; log in', async ({ visit }) => {
    const page = await visit(urlFor('home'))
    let dialog = await openAuthDialog(page)
    await dialog.getByRole('tab', { name: 'SIGN UP' }).click()
    const submit = dialog.getByRole('button', { name: 'SIGN UP', exact: true })

    const attempts: [string, string, string][] = [
      ['Username', 'abc', 'Username must be between 4-20 chars!'],
      ['Email', 'not-an-email', 'Please use a valid email!'],
      ['Password', 'short', 'Password must be more than 8 characters!'],
      ['Confirm Password', 'different-pass', 'Passwords must match!'],
    ]
    const good: Record<string, string> = {
      'Username': 'BrowserFan',
      'Email': 'browserfan@example.test',
      'Password': 'browser-pass-1',
      'Confirm Password': 'browser-pass-1',
    }
    for (const [field, bad, message] of attempts) {
      for (const [label, value] of Object.entries(good)) {
        await dialog.getByLabel(label, { exact: true }).fill(label === field ? bad : value)
      }
      await submit.click()
      await dialog.getByRole('alert').filter({ hasText: message }).waitFor()
    }
    for (const [label, value] of Object.entries(good)) {
      await dialog.getByLabel(label, { exact: true }).fill(value)
    }
    await submit.click()
    await page.getByText('Successfully created an account!').waitFor()

    // logged in, and reminded to confirm the address
    const reminder = page.getByRole('dialog', { name: 'Confirm Your Email' })
    await reminder.waitFor({ state: 'visible' })
    // (the dialog's corner X is also named Close; this is the text button)
    await reminder.locator('button', { hasText: 'Close' }).click()
    const header = page.getByRole('banner')
    await header.getByText('BrowserFan').waitFor()

    await header.getByRole('button', { name: 'Log out' }).click()
    await header.getByRole('button', { name: 'LOGIN' }).waitFor()

    dialog = await openAuthDialog(page)
    await dialog.getByLabel('Username').fill('browserfan')
    await dialog.getByLabel('Password', { exact: true }).fill('wrong-password')
    await dialog.getByRole('button', { name: 'LOG IN', exact: true }).click()
    await page.getByText('Invalid Username or Password!').waitFor()
    await dialog.getByLabel('Password', { exact: true }).fill('browser-pass-1')
    await dialog.getByRole('button', { name: 'LOG IN', exact: true }).click()
    await page.getByRole('dialog', { name: 'Confirm Your Email' }).waitFor()
    await page.getByRole('dialog').locator('button', { hasText: 'Close' }).click()
    await header.getByText('BrowserFan').waitFor()
  })

  test('forgot password: the mailed link sets a new password', async ({ visit, assert }) => {
    await createUser({
      username: 'Forgetful',
      email: 'forgetful@example.test',
      password: 'old-password-1',
    })
    const startedAt = Date.now()
    const page = await visit(urlFor('home'))
    const dialog = await openAuthDialog(page)
    await dialog.getByRole('button', { name: 'Forgot password?' }).click()
    const reset = page.getByRole('dialog', { name: 'Reset Password' })
    await reset.getByLabel('Email').fill('forgetful@example.test')
    await reset.getByRole('button', { name: 'SEND RESET LINK' }).click()
    await reset.getByText('Check Your Email').waitFor()

    const mail = await latestMailTo('forgetful@example.test', startedAt)
    const link = mail.text.match(/https?:\/\/\S+\/reset-password\/\S+/)![0]
    assert.include(mail.html, link)

    await page.goto(link)
    await page.waitForSelector('html[data-hydrated]')
    await page.getByLabel('Password', { exact: true }).fill('new-password-1')
    await page.getByLabel('Confirm Password', { exact: true }).fill('new-password-2')
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await page.getByRole('alert').filter({ hasText: 'Passwords do not match.' }).waitFor()
    await page.getByLabel('Confirm Password', { exact: true }).fill('new-password-1')
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await page.getByText('Successfully reset password!').waitFor()
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 })

    // the link is spent
    await page.goto(link)
    await page.getByText('Password Reset Failed').waitFor()

    await page.goto(urlFor('home'))
    const login = await openAuthDialog(page)
    await login.getByLabel('Username').fill('Forgetful')
    await login.getByLabel('Password', { exact: true }).fill('new-password-1')
    await login.getByRole('button', { name: 'LOG IN', exact: true }).click()
    const reminder = page.getByRole('dialog', { name: 'Confirm Your Email' })
    await reminder.locator('button', { hasText: 'Close' }).click()
    await page.getByRole('banner').getByText('Forgetful').waitFor()
  })

  test('the profile dialog shows its three tabs', async ({ browserContext, visit, assert }) => {
    const user = await createUser({ username: 'TabbedUser', celsiusUsername: 'CelsiusTab' })
    await Purchase.create({
      userId: user.id,
      productId: null,
      productName: 'Neon Hoodie',
      productImage: null,
      price: 12_500,
      status: 'Sent',
      createdAt: DateTime.fromISO('2026-03-05T12:00:00Z'),
    })
    await browserContext.loginAs(user)
    const page = await visit(urlFor('home'))
    await page.waitForSelector('html[data-hydrated]')
    await page.getByRole('banner').getByRole('button', { name: 'TabbedUser' }).click()
    const dialog = page.getByRole('dialog', { name: 'PROFILE' })
    await dialog.waitFor({ state: 'visible' })

    await dialog.getByRole('tab', { name: 'USER PROFILE', selected: true }).waitFor()
    await dialog.getByRole('button', { name: 'CHANGE PASSWORD' }).waitFor({ state: 'visible' })

    await dialog.getByRole('tab', { name: 'CONNECTIONS' }).click()
    const connections = dialog.getByRole('tabpanel', { name: 'CONNECTIONS' })
    await connections.getByText('Discord', { exact: true }).waitFor({ state: 'visible' })
    await connections.getByText('Kick', { exact: true }).waitFor({ state: 'visible' })
    assert.equal(await connections.getByLabel('Celsius Username').inputValue(), 'CelsiusTab')

    await dialog.getByRole('tab', { name: 'SHOP HISTORY' }).click()
    const history = dialog.getByRole('tabpanel', { name: 'SHOP HISTORY' })
    const row = history.getByRole('row', { name: /Neon Hoodie/ })
    await row.waitFor({ state: 'visible' })
    assert.include(await row.innerText(), '12,500')
    assert.include(await row.innerText(), '05.03.2026')
    assert.include(await row.innerText(), 'Sent')
  })
})
