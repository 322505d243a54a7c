/// <reference lib="dom" />
import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { Secret, TOTP } from 'otpauth'
import type { Page } from 'playwright'
import { DateTime } from 'luxon'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { screenshotWidths } from '#tests/helpers/browser/browser'

/** What the authenticator app shows for `secret`, `offsetSteps` periods from now */
/**
 * Waits out the last seconds of a 30 s step: a code made there (the step before, say) could
 * fall out of the accepted window while the page sends it on a loaded machine
 */
async function awayFromStepEnd() {
  const left = 30_000 - (Date.now() % 30_000)
  if (left < 8_000) await new Promise((resolve) => setTimeout(resolve, left + 200))
}

function appCode(secret: string, offsetSteps = 0) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' })
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 })
}

async function logIn(page: Page, username: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'LOGIN' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Username').fill(username)
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'LOG IN', exact: true }).click()
  return dialog
}

test.group('Browser / two-factor sign-in', (group) => {
  group.each.setup(() => resetDatabase())

  test('enrol by scanning the key, then log in with a code from the app', async ({ visit, assert }) => {
    const user = await createUser({ username: 'SafeRider', password: 'safe-pass-123' })
    // a confirmed address: no reminder dialog after each login
    user.emailVerifiedAt = DateTime.utc()
    await user.save()
    const page = await visit(urlFor('home'))
    await page.waitForSelector('html[data-hydrated]')
    await logIn(page, 'SafeRider', 'safe-pass-123')
    await page.getByRole('banner').getByText('SafeRider').waitFor()

    await page.goto(`${process.env.APP_URL}/account?tab=security`)
    await page.waitForSelector('html[data-hydrated]')
    await page.getByRole('button', { name: 'Set up' }).click()
    const qr = page.getByRole('img', { name: 'QR code for your authenticator app' })
    await qr.waitFor()
    // "scanning": the key shown beside the QR code is what the app stores
    const secret = (await page.locator('code').first().textContent())!.trim()
    assert.match(secret, /^[A-Z2-7]{32}$/)
    await awayFromStepEnd()
    await page.getByLabel('Authentication code').fill(appCode(secret, -1))
    // the two-factor form's button (My Account's notifications have a 'Turn on' of their own)
    const setup = page.locator('form', { has: page.getByLabel('Authentication code') })
    await setup.getByRole('button', { name: 'Turn on' }).click()
    await page.getByText('They will not be shown again').waitFor()
    const codes = await page
      .locator('li')
      .filter({ hasText: /^[a-z0-9]{5}-[a-z0-9]{5}$/ })
      .allTextContents()
    assert.lengthOf(codes, 10)
    await screenshotWidths(page, 'security-recovery-codes')
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.getByRole('button', { name: 'I saved them' }).click()
    await page.getByText('On: logins ask for a code from your app.').waitFor()

    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click()
    await page.getByRole('banner').getByRole('button', { name: 'LOGIN' }).waitFor()

    const dialog = await logIn(page, 'SafeRider', 'safe-pass-123')
    await dialog.getByLabel('Authentication code').waitFor()
    await screenshotWidths(page, 'login-two-factor-step')
    await page.setViewportSize({ width: 1280, height: 800 })
    await dialog.getByLabel('Authentication code').fill(appCode(secret))
    await dialog.getByRole('button', { name: 'VERIFY' }).click()
    await page.getByRole('banner').getByText('SafeRider').waitFor()
  })
})
