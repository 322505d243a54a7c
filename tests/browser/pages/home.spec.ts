/// <reference lib="dom" />
import { urlFor } from '@adonisjs/core/services/url_builder'
import { visitHydrated } from '#tests/helpers/browser/browser'
import { test } from '@japa/runner'
import { resetToDemoSite } from '#tests/helpers/database/database'

test.group('Browser / home and layout', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('the home page shows header, hero and footer', async ({ visit }) => {
    const page = await visit(urlFor('home'))
    await page.assertVisible(page.locator('header'))
    await page.assertExists(page.getByText('use code on the partner and stay active to receive exclusive rewards'))
    await page.assertExists(page.locator('footer').getByText('USEFUL LINKS'))
    await page.assertVisible(page.getByRole('button', { name: 'LOGIN' }))
  })

  test('the mobile menu opens at a phone width, with VIP in it', async ({ browserContext }) => {
    const page = await browserContext.newPage()
    await page.setViewportSize({ width: 360, height: 740 })
    await visitHydrated(page, urlFor('home'))
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.locator('#mobile-menu')
    await menu.getByRole('link', { name: 'VIP' }).waitFor({ state: 'visible' })
    await menu.getByRole('button', { name: 'LOGIN' }).waitFor({ state: 'visible' })
  })

  test('the openAuthModal event opens the auth dialog on the requested tab', async ({ visit }) => {
    const page = await visit(urlFor('home'))
    await page.waitForSelector('html[data-hydrated]')
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('openAuthModal', { detail: { tab: 'register' } })))
    const dialog = page.getByRole('dialog')
    await dialog.waitFor({ state: 'visible' })
    await page.assertVisible(dialog.getByRole('tab', { name: 'SIGN UP', selected: true }))
  })
})
