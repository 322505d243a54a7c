/// <reference lib="dom" />
import { urlFor } from '@adonisjs/core/services/url_builder'
import { mkdir, readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Page } from 'playwright'
import Purchase from '#models/purchase'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { MAIL_FOLDER } from '#config/mail'
import { SCREENSHOT_DIR, saveScreenshot } from '#tests/helpers/browser/browser'
import hash from '@adonisjs/core/services/hash'
import { TINY_PNG } from '#tests/helpers/fakes/images'
import PasswordResetToken from '#models/password_reset_token'
import { hashResetToken } from '#services/accounts/password_reset'

/** The answer of the next same-origin POST the page sends to `path`, with the headers it went with */
async function nextPost(page: Page, path: string) {
  const response = await page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === path
  )
  return { status: response.status(), headers: await response.request().allHeaders() }
}

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

  test('the profile dialog shows its tabs', async ({ browserContext, visit, assert }) => {
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

  test('the profile dialog changes the password with the current one, and the address is told', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const user = await createUser({ username: 'Changer', email: 'changer@example.test', password: 'old-password-1' })
    await browserContext.loginAs(user)
    const startedAt = Date.now()
    const page = await visit(urlFor('home'))
    await page.waitForSelector('html[data-hydrated]')
    await page.getByRole('banner').getByRole('button', { name: 'Changer' }).click()
    const dialog = page.getByRole('dialog', { name: 'PROFILE' })
    await dialog.waitFor({ state: 'visible' })
    const current = dialog.getByLabel('Current Password', { exact: true })
    const submit = dialog.getByRole('button', { name: 'CHANGE PASSWORD' })
    await dialog.getByLabel('New Password', { exact: true }).fill('new-password-1')
    await dialog.getByLabel('Confirm Password', { exact: true }).fill('new-password-1')

    await submit.click()
    await dialog.getByRole('alert').filter({ hasText: 'Please enter your current password' }).waitFor()
    await current.fill('not-my-password')
    await submit.click()
    await dialog.getByRole('alert').filter({ hasText: 'Your current password is incorrect' }).waitFor()
    assert.equal(await current.getAttribute('aria-invalid'), 'true')
    await mkdir(SCREENSHOT_DIR, { recursive: true })
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 800 })
      await page.waitForTimeout(200)
      await saveScreenshot(page, { path: `${SCREENSHOT_DIR}/profile-change-password-${width}.png` })
    }
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, 'old-password-1'))

    await current.fill('old-password-1')
    await submit.click()
    await page.getByText('Password changed successfully!').waitFor()
    assert.equal(await current.inputValue(), '')
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, 'new-password-1'))

    // no SMTP in tests: the mail is written to tmp/mail
    const mail = await latestMailTo('changer@example.test', startedAt)
    assert.equal(mail.subject, 'Your NEONPLAY password was changed')
    for (const secret of ['new-password-1', 'old-password-1']) assert.notInclude(mail.text + mail.html, secret)
  })

  test('the profile dialog saves an avatar and the Celsius username (same-origin POSTs)', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const user = await createUser({ username: 'Framer', celsiusUsername: 'OldCelsius' })
    await browserContext.loginAs(user)
    const page = await visit(urlFor('home'))
    await page.waitForSelector('html[data-hydrated]')
    await page.getByRole('banner').getByRole('button', { name: 'Framer' }).click()
    const dialog = page.getByRole('dialog', { name: 'PROFILE' })
    await dialog.waitFor({ state: 'visible' })

    const avatarPost = nextPost(page, '/api/user/set-avatar')
    await dialog
      .locator('input[name="avatar"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG })
    const avatar = await avatarPost
    assert.equal(avatar.status, 200)
    assert.equal(avatar.headers['sec-fetch-site'], 'same-origin')
    assert.match(avatar.headers['content-type'], /^multipart\/form-data/)
    await page.getByText('Avatar updated!').waitFor()
    await user.refresh()
    assert.isNotNull(user.avatar)

    await dialog.getByRole('tab', { name: 'CONNECTIONS' }).click()
    const connections = dialog.getByRole('tabpanel', { name: 'CONNECTIONS' })
    const field = connections.getByLabel('Celsius Username')
    await field.fill('  ')
    await connections.getByRole('button', { name: 'SAVE' }).click()
    await connections.getByRole('alert').waitFor()
    await field.fill('NewCelsius')
    const celsiusPost = nextPost(page, '/api/user/update')
    await connections.getByRole('button', { name: 'SAVE' }).click()
    const saved = await celsiusPost
    assert.equal(saved.status, 200)
    await page.getByText('Celsius username updated successfully!').waitFor()
    await user.refresh()
    assert.equal(user.celsiusUsername, 'NewCelsius')
  })

  test('deleting the account asks for the password again and signs out', async ({ browserContext, visit, assert }) => {
    const user = await createUser({ username: 'Leaver', password: 'leaver-pass-1' })
    await browserContext.loginAs(user)
    const page = await visit(urlFor('home'))
    await page.waitForSelector('html[data-hydrated]')
    await page.getByRole('banner').getByRole('button', { name: 'Leaver' }).click()
    const dialog = page.getByRole('dialog', { name: 'PROFILE' })
    await dialog.getByRole('tab', { name: 'SECURITY' }).click()
    await dialog.getByRole('button', { name: 'Delete account' }).click()
    const password = dialog.getByLabel('Password', { exact: true })
    await password.fill('not-my-password')
    await dialog.getByRole('button', { name: 'Delete my account' }).click()
    await page.locator('[data-sonner-toast][data-type="error"]').first().waitFor()
    await user.refresh()
    assert.equal(user.username, 'Leaver')

    await password.fill('leaver-pass-1')
    const deletion = nextPost(page, '/api/user/delete')
    await dialog.getByRole('button', { name: 'Delete my account' }).click()
    const deleted = await deletion
    assert.equal(deleted.status, 200)
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByRole('banner').getByRole('button', { name: 'LOGIN' }).waitFor()
    await user.refresh()
    assert.notEqual(user.username, 'Leaver')
  })

  test('the reset dialog of a mailed ?reset= link refuses a spent code and sets the password with a good one', async ({
    visit,
    assert,
  }) => {
    const user = await createUser({ username: 'Dialogue', password: 'old-password-1' })
    const token = 'browser-dialog-reset-token-0123456789abcdef'
    await PasswordResetToken.create({
      userId: user.id,
      tokenHash: hashResetToken(token),
      expiresAt: DateTime.utc().plus({ minutes: 30 }),
      usedAt: null,
    })

    const page = await visit(`${urlFor('home')}?reset=not-a-known-code`)
    let dialog = page.getByRole('dialog', { name: 'Set a New Password' })
    await dialog.getByLabel('New Password', { exact: true }).fill('new-password-1')
    await dialog.getByLabel('Confirm Password', { exact: true }).fill('new-password-1')
    await dialog.getByRole('button', { name: 'RESET PASSWORD' }).click()
    await dialog.getByRole('button', { name: 'Request a new one' }).waitFor()

    await page.goto(`${urlFor('home')}?reset=${token}`)
    dialog = page.getByRole('dialog', { name: 'Set a New Password' })
    await dialog.getByLabel('New Password', { exact: true }).fill('new-password-1')
    await dialog.getByLabel('Confirm Password', { exact: true }).fill('new-password-1')
    const reset = nextPost(page, '/api/auth/reset-password')
    await dialog.getByRole('button', { name: 'RESET PASSWORD' }).click()
    const answer = await reset
    assert.equal(answer.status, 200)
    assert.equal(answer.headers['sec-fetch-site'], 'same-origin')
    await page.getByText('Password has been reset successfully!').waitFor()
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, 'new-password-1'))
  })
})
