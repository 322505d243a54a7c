/// <reference lib="dom" />
import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { resetToDemoSite, resetToDemoSiteWithReferrals } from '#tests/helpers/database/database'
import { mkdir } from 'node:fs/promises'
import db from '@adonisjs/lucid/services/db'
import { markWindow, openPage, screenshotWidths, SCREENSHOT_DIR, saveScreenshot } from '#tests/helpers/browser/browser'
import User from '#models/user'
import { applyPointChange } from '#services/points/ledger'
import LeaderboardSetting from '#models/leaderboard_setting'
import LeaderboardHistory from '#models/leaderboard_history'
import LeaderboardEntry from '#models/leaderboard_entry'
import { freezeBoard } from '#services/leaderboards/board_record'
import { redactDeletedUserFromBoards } from '#services/leaderboards/account_deletion'

test.group('Browser / leaderboard', (group) => {
  group.each.setup(() => resetToDemoSiteWithReferrals())

  test('a running board: count-up, countdown, podium, rules, history, tabs', async ({ browserContext, assert }) => {
    const { page, problems } = await openPage(browserContext, urlFor('leaderboard'))
    const prize = page.locator('[data-prize-shown]')

    // Prize pool counts up from 0 and lands on $2,500 after 1.5 s
    await page.waitForFunction(
      () => document.querySelector('[data-prize-shown]')?.textContent === '$2,500',
      undefined,
      { timeout: 5000 }
    )
    assert.equal(await prize.textContent(), '$2,500')

    // Countdown: running, ticking every second, zero-padded
    await page.getByText('LEADERBOARD ENDS IN').waitFor()
    const timer = page.getByRole('timer')
    const first = await timer.innerText()
    await page.waitForFunction(
      (before) => document.querySelector('[role=timer]')?.textContent !== before,
      await timer.textContent(),
      { timeout: 3000 }
    )
    assert.match(first, /\d{2}\s+days\s+\d{2}\s+hours\s+\d{2}\s+min\s+\d{2}\s+sec/i)

    // Podium and table: 7 rows from rank 4, then Show More loads the rest (all 40 - 3)
    assert.lengthOf(await page.locator('[data-place]').all(), 3)
    const rows = page.locator('tr[data-rank]')
    assert.equal(await rows.count(), 7)
    assert.equal(await rows.first().getAttribute('data-rank'), '4')
    await page.getByRole('button', { name: 'Show More' }).click()
    await page.waitForFunction(() => document.querySelectorAll('tr[data-rank]').length === 37)
    assert.equal(await page.locator('tr[data-rank="10"] td').last().innerText(), '$37')
    assert.equal(await page.locator('tr[data-rank="11"] td').last().innerText(), '-')
    assert.notExists(
      await page
        .getByRole('button', { name: 'Show More' })
        .elementHandle({ timeout: 100 })
        .catch(() => null)
    )

    // Join button: the referral link in a new tab
    const join = page.getByRole('link', { name: /PLAY ON CELSIUS/ })
    assert.equal(await join.getAttribute('target'), '_blank')
    assert.match((await join.getAttribute('href'))!, /^https:\/\/celsius\.partner\.test\/r\/NEON$/)

    // Rules modal: 'I understand' closes it and gives focus back to the button
    const rulesButton = page.getByRole('button', { name: 'COMPETITION RULES' })
    await rulesButton.click()
    const rules = page.getByRole('dialog', { name: 'Competition Rules' })
    await rules.waitFor()
    await rules.getByRole('button', { name: 'I understand' }).click()
    await rules.waitFor({ state: 'hidden' })
    await page.waitForFunction(() => document.activeElement?.textContent === 'COMPETITION RULES')

    // History card -> Celsius winners: default image (none uploaded) and the prize pool
    await page.locator('section[aria-labelledby="history-celsius"] li button').first().click()
    const winners = page.getByRole('dialog', { name: 'Celsius Leaderboard Winners' })
    await winners.waitFor()
    assert.equal(await winners.getByRole('img').getAttribute('src'), '/assets-static/winners-default.svg')
    await winners.getByText('Total Prize Pool').waitFor()
    await page.keyboard.press('Escape')
    await winners.waitFor({ state: 'hidden' })

    // Decorations float in the margins on a large screen
    assert.equal(await page.locator('img[data-deco]').count(), 4)
    assert.isTrue(await page.locator('img[data-deco]').first().isVisible())

    // Tabs: a real tablist; a click loads that board alone (a partial reload, no page load)
    // and updates ?l=
    const sameDocument = await markWindow(page)
    const tabs = page.getByRole('tab')
    assert.equal(await tabs.count(), 5) // the four partner boards and the points race
    const partial = page.waitForRequest(
      (request) =>
        request.url().endsWith('/leaderboard?l=skinfans') &&
        request.headers()['x-inertia-partial-data'] === 'board,initial'
    )
    await page.getByRole('tab', { name: 'SkinFans' }).click()
    await partial
    await page.waitForURL(/\?l=skinfans$/)
    assert.equal(await page.getByRole('tab', { name: 'SkinFans' }).getAttribute('aria-selected'), 'true')
    assert.isTrue(await sameDocument())
    // skinfans pays in coins: the coin icon, not '$'
    await page.getByRole('img', { name: 'SkinFans coins' }).first().waitFor()
    await page.getByRole('button', { name: 'COMPETITION RULES' }).click()
    const skinfansRules = page.getByRole('dialog', { name: 'SkinFans Leaderboard Rules' })
    await skinfansRules.waitFor()
    await page.getByRole('button', { name: 'I understand' }).click()
    // Closing hands focus back to the rules button: wait for that before moving focus
    await skinfansRules.waitFor({ state: 'hidden' })

    // Arrow keys move between tabs
    await page.getByRole('tab', { name: 'SkinFans' }).focus()
    await page.keyboard.press('ArrowRight')
    await page.getByRole('tab', { name: 'XFun', selected: true }).waitFor()
    await page.waitForFunction(() => window.location.search === '?l=xfun')
    await page.getByRole('link', { name: /PLAY ON XFUN/ }).waitFor()

    // Other boards' winners: a table
    await page.locator('section[aria-labelledby="history-xfun"] li button').first().click()
    const xfunWinners = page.getByRole('dialog', { name: 'XFun Leaderboard Winners' })
    await xfunWinners.waitFor()
    // the winners arrive when the dialog opens: a header and 10 prized ranks
    await xfunWinners.getByRole('row').nth(10).waitFor()
    assert.equal(await xfunWinners.getByRole('row').count(), 11)
    const headers = await xfunWinners.getByRole('columnheader').allInnerTexts()
    assert.deepEqual(
      headers.map((h) => h.trim().toUpperCase()),
      ['#', 'USER', 'WAGERED', 'PRIZE']
    )
    await page.keyboard.press('Escape')

    // back to a board loaded before: no request, on the spot
    let requests = 0
    page.on('request', (request) => {
      if (request.url().includes('/leaderboard')) requests++
    })
    await page.getByRole('tab', { name: 'Celsius' }).click()
    await page.getByRole('link', { name: /PLAY ON CELSIUS/ }).waitFor()
    await page.waitForURL(/\?l=celsius$/)
    assert.equal(requests, 0)

    assert.isTrue(await sameDocument())
    const sideways = await screenshotWidths(page, 'leaderboard')
    assert.deepEqual(sideways, { 1280: 0, 360: 0 })
    assert.isFalse(await page.locator('img[data-deco]').first().isVisible())
    assert.deepEqual(problems, [])
  })

  test('an ended board with no data: LEADERBOARD HAS ENDED, Unknown placeholders, No winners yet', async ({
    browserContext,
    assert,
  }) => {
    await LeaderboardSetting.query()
      .where('provider', 'hypedrop')
      .update({ end_date: DateTime.utc().minus({ minutes: 5 }).toSQL() })
    await LeaderboardEntry.query().where('provider', 'hypedrop').delete()
    await LeaderboardHistory.query().where('provider', 'hypedrop').delete()

    const context = browserContext
    // A broken decoration hides itself instead of showing a broken image
    await context.route('**/assets-static/deco/dice.svg', (route) => route.fulfill({ status: 404 }))
    const { page, problems } = await openPage(context, urlFor('leaderboard', {}, { qs: { l: 'hypedrop' } }))

    assert.equal(await page.getByRole('tab', { name: 'HypeDrop' }).getAttribute('aria-selected'), 'true')
    await page.getByText('LEADERBOARD HAS ENDED').waitFor()
    assert.equal(await page.getByRole('timer').count(), 0)

    const podium = await page.locator('[data-place]').allInnerTexts()
    assert.isTrue(podium.every((text) => text.includes('Unknown')))
    const rows = page.locator('tr[data-rank]')
    assert.equal(await rows.count(), 7)
    const names = await rows.locator('td:nth-child(2)').allInnerTexts()
    assert.deepEqual([...new Set(names.map((t) => t.trim()))], ['Unknown'])
    assert.equal(await page.getByRole('button', { name: 'Show More' }).count(), 0)
    await page.getByText('No winners yet').waitFor()

    await page.waitForFunction(() => document.querySelectorAll('img[data-deco]').length === 3)
    assert.equal(await page.locator('img[data-deco][src*="dice"]').count(), 0)
    assert.deepEqual(problems, [])
  })

  test('Show More pages through a board longer than 100 entries', async ({ browserContext, assert }) => {
    const setting = await LeaderboardSetting.findByOrFail('provider', 'celsius')
    await LeaderboardEntry.query().where('provider', 'celsius').delete()
    await LeaderboardEntry.createMany(
      Array.from({ length: 150 }, (_, i) => ({
        provider: 'celsius' as const,
        periodStart: setting.startDate,
        username: `Raider${String(i + 1).padStart(3, '0')}`,
        avatar: null,
        wagered: 100_000 - i * 100,
        baseline: 0,
      }))
    )
    const { page, problems } = await openPage(browserContext, urlFor('leaderboard'))
    const rows = page.locator('tr[data-rank]')
    assert.equal(await rows.count(), 7)
    const more = page.getByRole('button', { name: 'Show More' })
    for (const shown of [57, 107, 147]) {
      await more.click()
      await page.waitForFunction((count) => document.querySelectorAll('tr[data-rank]').length === count, shown)
    }
    assert.equal(await more.count(), 0)
    const last = await page.locator('tr[data-rank="150"] td').allInnerTexts()
    assert.deepEqual(
      last.map((text) => text.trim()),
      ['150', 'Raider150', '$85,100', '-']
    )
    assert.deepEqual(problems, [])
  })
})

test.group('Browser / points race', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('a tab beside the partner boards: podium, rules, countdown, address', async ({ browserContext, assert }) => {
    // a few chatters on top of the demo accounts' grants
    await db.transaction(async (trx) => {
      for (const [i, name] of ['NeonNova', 'PixelPunk', 'ChatChamp'].entries()) {
        const user = await User.create(
          { username: name, email: `${name}@example.test`, password: 'password123', balance: 0 },
          { client: trx }
        )
        await applyPointChange(trx, {
          userId: user.id,
          delta: 300_000 - i * 500,
          reason: 'accrual',
        })
      }
    })
    const { page, problems } = await openPage(browserContext, urlFor('leaderboard'))
    const sameDocument = await markWindow(page)
    await page.getByRole('tab', { name: 'Points Race' }).click()
    await page.waitForURL(/\/leaderboard\/points$/)
    assert.isTrue(await sameDocument())
    await page.getByRole('heading', { name: 'Points Race' }).waitFor()
    await page.getByText('LEADERBOARD ENDS IN').waitFor()

    // podium by points earned, prizes from the admin's pool (the demo's $500)
    const first = page.locator('[data-place="1"]')
    assert.include(await first.innerText(), 'NeonNova')
    assert.include(await first.innerText(), '300,000 pts')
    assert.include(await first.innerText(), '$200')
    assert.include(await page.locator('[data-place="2"]').innerText(), 'PixelPunk')
    const headers = await page.locator('thead th').allInnerTexts()
    assert.deepEqual(
      headers.map((h) => h.trim().toUpperCase()),
      ['#', 'USER', 'POINTS', 'PRIZE']
    )
    // no partner to play on
    assert.equal(await page.getByRole('link', { name: /PLAY ON/ }).count(), 0)
    await page.getByRole('button', { name: 'COMPETITION RULES' }).click()
    await page.getByRole('dialog', { name: 'Points Race Rules' }).waitFor()
    await page.getByRole('button', { name: 'I understand' }).click()

    await mkdir(SCREENSHOT_DIR, { recursive: true })
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 })
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.waitForTimeout(300)
      assert.equal(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        0,
        `no sideways scroll at ${width}px`
      )
      await saveScreenshot(page, { path: `${SCREENSHOT_DIR}/points-race-${width}.png`, fullPage: true })
    }

    // opened directly, the same tab is selected
    const direct = await openPage(browserContext, urlFor('leaderboard.points'))
    assert.equal(await direct.page.getByRole('tab', { name: 'Points Race' }).getAttribute('aria-selected'), 'true')
    assert.deepEqual([...problems, ...direct.problems], [])
  })

  test("a past month's winners: every name checked against its commitment, a deleted one redacted", async ({
    browserContext,
    assert,
  }) => {
    const setting = await LeaderboardSetting.findByOrFail('provider', 'points')
    const period = {
      ...{ provider: 'points' as const, prize: 100, endDate: setting.startDate },
      startDate: setting.startDate.minus({ months: 1 }),
    }
    const standings = ['GoneRider', 'StillHere', 'AlsoHere'].map((name, i) => ({
      ...{ name, wagered: 900 - i * 100, prize: i === 0 ? 60 : 20, avatar: null },
    }))
    await LeaderboardHistory.create({
      ...period,
      ...(await freezeBoard(period, standings, false)),
      entries: standings,
      winners: standings,
    })
    await db.transaction((trx) => redactDeletedUserFromBoards(trx, 'GoneRider'))

    const { page, problems } = await openPage(browserContext, urlFor('leaderboard.points'))
    await page.locator('section[aria-labelledby="history-points"] li button').first().click()
    const dialog = page.getByRole('dialog', { name: 'Points Race Leaderboard Winners' })
    await dialog.waitFor()
    const names = dialog.locator('[data-names-check]')
    await names.waitFor()
    assert.match(await names.innerText(), /^Names: 2 of the frozen board's names match .*, 1 redacted\.$/)
    assert.include(await dialog.locator('[data-redactions]').innerText(), 'still matches the board as published')
    assert.notInclude(await dialog.innerText(), 'GoneRider')
    assert.deepEqual(problems, [])
  })

  test('the admin sets its prize pool on the admin leaderboard page', async ({ browserContext, assert }) => {
    await browserContext.loginAs(await User.findByOrFail('username', 'admin'))
    const { page, problems } = await openPage(browserContext, urlFor('admin.leaderboard'), {
      width: 1440,
    })
    const card = page.locator('article[data-provider="points"]')
    await card.getByRole('heading', { name: 'Points Race' }).waitFor()
    // read from the points ledger: no partner source, no CSV import
    assert.equal(await card.getByRole('button', { name: 'Import CSV' }).count(), 0)
    assert.equal(await card.getByRole('region', { name: /source/i }).count(), 0)
    await card.scrollIntoViewIfNeeded()
    await saveScreenshot(card, { path: `${SCREENSHOT_DIR}/admin-points-race-card-1440.png` })

    await card.getByRole('button', { name: 'Edit Settings' }).click()
    const dialog = page.getByRole('dialog', { name: 'Points Race Leaderboard Settings' })
    await dialog.getByLabel('Prize Pool Amount (USD)').fill('750')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await page.getByText('POINTS leaderboard updated successfully').waitFor()
    await card.getByText('$750').waitFor()
    await page.setViewportSize({ width: 390, height: 844 })
    await card.scrollIntoViewIfNeeded()
    await saveScreenshot(card, { path: `${SCREENSHOT_DIR}/admin-points-race-card-390.png` })

    const board = await openPage(browserContext, urlFor('leaderboard.points'))
    await board.page.waitForFunction(
      () => document.querySelector('[data-prize-shown]')?.textContent === '$750',
      undefined,
      { timeout: 5000 }
    )
    assert.deepEqual([...problems, ...board.problems], [])
  })
})
