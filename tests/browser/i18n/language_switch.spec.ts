/// <reference lib="dom" />
import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { visitHydrated } from '#tests/helpers/browser/browser'
import User from '#models/user'

test.group('Browser / languages', (group) => {
  group.each.setup(() => resetToDemoSite())

  test("a guest picks Deutsch in the footer: the page, the login dialog and the store's dialog speak German", async ({
    browserContext,
    assert,
  }) => {
    // the first visit of a fresh browser transforms every module: more time than a test's 30 s
    const page = await browserContext.newPage()
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    await page.goto(`${process.env.APP_URL}${urlFor('home')}`, { timeout: 120_000 })
    await page.waitForSelector('html[data-hydrated]', { timeout: 120_000 })
    assert.equal(await page.getAttribute('html', 'lang'), 'en')

    // the choice reloads the page in German, and is kept in the guest's cookie
    const reloaded = page.waitForEvent('load', { timeout: 120_000 })
    await page.locator('footer select').selectOption({ label: 'Deutsch' })
    await reloaded
    await page.waitForSelector('html[lang="de"][data-hydrated]', { timeout: 120_000 })
    await page.getByRole('link', { name: 'Zum Inhalt springen' }).waitFor({ state: 'attached' })
    await page.locator('footer').getByRole('link', { name: 'Nutzungsbedingungen' }).waitFor()
    assert.equal(await page.locator('footer select').inputValue(), 'de')
    const cookies = await browserContext.cookies()
    const cookie = cookies.find((each) => each.name === 'locale')
    assert.equal(cookie?.value, 'de')

    // the login dialog (its title is announced, the tab shows it)
    await page.getByRole('banner').getByRole('button', { name: 'ANMELDEN' }).click()
    const auth = page.getByRole('dialog', { name: 'ANMELDEN' })
    await auth.getByRole('tab', { name: 'ANMELDEN', selected: true }).waitFor()
    await auth.getByRole('button', { name: 'Passwort vergessen?' }).waitFor()
    await auth.getByLabel('Passwort', { exact: true }).waitFor()

    // logged in through that dialog, without a Celsius username: the store's purchase dialog
    // asks to link it first
    const user = await User.findByOrFail('username', 'slotqueen')
    user.password = 'sprache-pass-1'
    await user.save()
    await auth.getByLabel('Benutzername').fill('slotqueen')
    await auth.getByLabel('Passwort', { exact: true }).fill('sprache-pass-1')
    await auth.getByRole('button', { name: 'ANMELDEN', exact: true }).click()
    await auth.waitFor({ state: 'hidden' })
    await page.getByRole('banner').getByText('slotqueen', { exact: false }).first().waitFor()
    await visitHydrated(page, urlFor('store'))
    assert.equal(await page.getAttribute('html', 'lang'), 'de')
    await page.getByRole('button', { name: 'Stream Shoutout' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('Verknüpfe zuerst dein Celsius-Konto!').waitFor()
    await dialog.getByRole('button', { name: 'Profileinstellungen öffnen' }).waitFor()
    await dialog.getByRole('button', { name: 'Schließen' }).waitFor()
    assert.deepEqual(problems, [])
  })
})
