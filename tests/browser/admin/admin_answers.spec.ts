/// <reference lib="dom" />
import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import type { Page } from 'playwright'
import User from '#models/user'
import LeaderboardSetting from '#models/leaderboard_setting'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { visitHydrated } from '#tests/helpers/browser/browser'

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]', { hasText: text }).first()
}

/** How the admin pages read the server's answers, including answers the server may vary */
test.group('Browser / admin answers', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('a settings save answered 2xx without `leaderboard` is a success', async ({ browserContext, assert }) => {
    await browserContext.loginAs(await User.findByOrFail('username', 'admin'))
    const page = await browserContext.newPage()
    // The server really saves; its answer reaches the page without the optional `leaderboard`
    await page.route('**/api/leaderboards/settings/**', async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, json: { message: 'success' } })
    })
    await visitHydrated(page, urlFor('admin.leaderboard'))
    const card = page.getByRole('article', { name: 'XFun leaderboard' })
    await card.getByText('Active', { exact: true }).waitFor()

    await card.getByRole('switch', { name: 'Enable XFun leaderboard' }).click()
    await toast(page, 'XFUN leaderboard updated successfully').waitFor()
    // the card shows the saved state, reloaded from the server
    await card.getByText('Inactive', { exact: true }).waitFor()
    assert.equal(await toast(page, 'Failed to update leaderboard').count(), 0)
    const saved = await LeaderboardSetting.findByOrFail('provider', 'xfun')
    assert.isFalse(saved.enabled)
  })
})

test.group('Browser / admin landing', (group) => {
  group.each.setup(() => resetToDemoSite())

  test("a card whose page is not served says 'Currently Unavailable'", async ({ browserContext, assert }) => {
    await browserContext.loginAs(await User.findByOrFail('username', 'admin'))
    const page = await browserContext.newPage()
    // This server serves every admin page; the landing is told /admin/shop is not one of them
    await page.route(/\/admin$/, async (route) => {
      const response = await route.fetch()
      // the page data is JSON in a script element ('/' may be written '\/')
      const original = await response.text()
      const html = original.replace(
        /("servedPages":\[)(.*?)\]/,
        (_, head: string, list: string) => `${head}${list.replace(/"(?:\\\/|\/)admin(?:\\\/|\/)shop",?/, '')}]`
      )
      await route.fulfill({ response, body: html })
    })
    await visitHydrated(page, urlFor('admin.index'))

    const shop = page.getByRole('button', { name: 'View SHOP ITEMS' })
    await shop.click()
    await toast(page, 'Currently Unavailable').waitFor()
    assert.equal(await page.getByRole('link', { name: 'View SHOP ITEMS' }).count(), 0)
    // the served pages keep their links
    assert.equal(await page.getByRole('link', { name: 'View USERS' }).getAttribute('href'), '/admin/user')
    assert.equal(page.url(), `${process.env.APP_URL}/admin`)
  })
})
