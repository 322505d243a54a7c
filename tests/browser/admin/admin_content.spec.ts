/// <reference lib="dom" />
import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { mkdir } from 'node:fs/promises'
import type { Page } from 'playwright'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { openAsAdmin, saveScreenshot } from '#tests/helpers/browser/browser'
import BonusHunt from '#models/bonus_hunt'
import LeaderboardHistory from '#models/leaderboard_history'
import LeaderboardSetting from '#models/leaderboard_setting'
import drive from '@adonisjs/drive/services/main'
import { TINY_PNG } from '#tests/helpers/fakes/images'

const SHOTS = 'tmp/screenshots'
const PNG_FILE = { name: 'board.png', mimeType: 'image/png', buffer: TINY_PNG }
const PHONE = { width: 360, height: 740 }

/** The props of the page at `path` as first served (the Inertia page object in its HTML) */
async function servedProps(page: Page, path: string) {
  await page.goto(`${process.env.APP_URL}${path}`)
  const json = await page.locator('script[data-page="app"]').textContent()
  return JSON.parse(json ?? '{}').props
}

async function shoot(page: Page, name: string) {
  // the header is sticky: from the top, a full-page shot shows it once, in its place
  await page.evaluate(() => window.scrollTo(0, 0))
  await saveScreenshot(page, { path: `${SHOTS}/${name}.png`, fullPage: true })
}

/** `name` at the current (desktop) width, then `name`-phone at phone width, where it stays */
async function shootDesktopAndPhone(page: Page, name: string) {
  await shoot(page, name)
  await page.setViewportSize(PHONE)
  await shoot(page, `${name}-phone`)
}

test.group('Browser / admin content', (group) => {
  group.setup(async () => {
    await mkdir(SHOTS, { recursive: true })
  })
  group.each.setup(() => resetToDemoSite())

  test('editing leaderboard settings changes the public board', async ({ browserContext, assert, cleanup }) => {
    drive.fake('fs')
    cleanup(() => drive.restore('fs'))
    const page = await openAsAdmin(browserContext, urlFor('admin.leaderboard'))
    await shoot(page, 'admin-leaderboard-settings')

    const xfun = page.locator('article[data-provider="xfun"]')
    await xfun.getByRole('button', { name: 'Edit Settings' }).click()
    const dialog = page.getByRole('dialog', { name: 'XFun Leaderboard Settings' })
    await dialog.getByLabel('Prize Pool Amount (USD)').fill('54321')
    const end = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 11) + '18:30'
    await dialog.getByLabel('End Date').fill(end)
    await dialog.getByRole('switch').click()
    await dialog.getByText('Disable leaderboard after end date is reached').waitFor()
    await shoot(page, 'admin-leaderboard-edit-dialog')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await page.getByText('XFUN leaderboard updated successfully').waitFor()
    await xfun.getByText('$54,321').waitFor()
    await xfun.getByText('One-time').waitFor()
    await xfun.getByText(/^\d+d \d+h remaining$/).waitFor()

    const celsius = page.locator('article[data-provider="celsius"]')
    await celsius.getByRole('switch').click()
    await celsius.getByText('Inactive').waitFor()

    // Uploads: a non-image is stopped in the page; an image is sent, the winner date asked
    await page.getByTestId('leaderboard-image-input').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    })
    await page.getByText('Please select an image file').waitFor()
    const uploaded = (path: string) => page.waitForResponse((r) => r.url().endsWith(path) && r.status() === 200)
    await Promise.all([
      uploaded(urlFor('admin_api.leaderboards.image')),
      page.getByTestId('leaderboard-image-input').setInputFiles(PNG_FILE),
    ])
    await page.getByText('Image uploaded successfully').first().waitFor()
    page.once('dialog', (prompt) => prompt.accept(''))
    await Promise.all([
      uploaded(urlFor('admin_api.leaderboards.winner_image')),
      page.getByTestId('winner-image-input').setInputFiles(PNG_FILE),
    ])

    await page.getByRole('tab', { name: 'Statistics' }).click()
    await page.getByRole('heading', { name: 'XFun Stats' }).waitFor()
    await shoot(page, 'admin-leaderboard-statistics')
    await page.getByRole('tab', { name: 'Settings' }).click()
    await page.setViewportSize(PHONE)
    await shoot(page, 'admin-leaderboard-phone')

    const { board: celsiusBoard } = await servedProps(page, urlFor('leaderboard', {}, { qs: { l: 'celsius' } }))
    assert.isFalse(celsiusBoard.enabled)
    const { board } = await servedProps(page, urlFor('leaderboard', {}, { qs: { l: 'xfun' } }))
    assert.equal(board.prize, 54321)
    assert.equal(board.end_date, `${end}:00.000Z`)
    await page
      .getByText(/54,321/)
      .first()
      .waitFor()

    const stored = await LeaderboardSetting.findByOrFail('provider', 'celsius')
    assert.match(stored.image!, /leaderboards\/[\w-]+_1x1\.webp$/)
    const latest = await LeaderboardHistory.query()
      .where('provider', 'celsius')
      .orderBy('end_date', 'desc')
      .firstOrFail()
    assert.match(latest.winnerImage!, /leaderboards\/[\w-]+_1x1\.webp$/)
  })

  test('an admin starts a hunt and records a payout', async ({ browserContext, assert }) => {
    await BonusHunt.query().update({ status: 'finished' })
    const page = await openAsAdmin(browserContext, urlFor('admin.bonus_hunt'))
    await shoot(page, 'admin-bonus-hunt-start')
    await page.getByLabel('Title').fill('Sunday Hunt')
    await page.getByLabel('Start Balance ($)').fill('1000')
    await page.getByRole('button', { name: 'Start Hunt' }).click()
    await page.getByText('Bonus hunt started').waitFor()

    for (const [name, bet] of [
      ['Neon Nights', '10'],
      ['Vapour Wave', '5'],
    ]) {
      await page.getByLabel('Slot Name').fill(name)
      await page.getByLabel('Bet Size ($)').fill(bet)
      await page.getByRole('button', { name: 'Add Bonus' }).click()
      await page.getByTestId('hunt-slot').filter({ hasText: name }).waitFor()
    }
    await page.getByLabel('Payout of Neon Nights', { exact: true }).fill('250')
    await page.getByRole('button', { name: 'Save payout of Neon Nights' }).click()
    await page.getByText('Payout recorded').waitFor()
    await page.getByText('1 / 2').waitFor()
    await page.getByText('25.0x').waitFor()
    await shootDesktopAndPhone(page, 'admin-bonus-hunt')

    const { hunt } = await servedProps(page, urlFor('bonus_hunt'))
    assert.equal(hunt.title, 'Sunday Hunt')
    assert.equal(hunt.bonuses_total, 2)
    assert.equal(hunt.bonuses_completed, 1)
    assert.equal(hunt.total_won, 250)
  })

  test('an admin marks bracket winners up to the champion', async ({ browserContext, assert }) => {
    const page = await openAsAdmin(browserContext, urlFor('admin.tournament'))
    // the demo bracket: semis 11 and 12 are still to play, 13 waits for its opponent
    const semi = page.locator('[data-slot="11"]')
    const player = (await semi.locator('p').first().textContent())!
    await semi.getByRole('button', { name: /as winner/ }).click()
    await page.getByText(`${player} advances`).waitFor()
    await page.locator('[data-slot="12"][data-result="lost"]').waitFor()
    assert.isTrue(await page.locator('[data-slot="12"] button').isDisabled())
    await page.locator('[data-slot="14"]').getByText(player).waitFor()

    await page
      .locator('[data-slot="14"]')
      .getByRole('button', { name: /as winner/ })
      .click()
    const champion = page.getByRole('region', { name: 'Champion' })
    await champion.getByText(player).waitFor()
    await champion.getByText('$1,500').waitFor()
    await shootDesktopAndPhone(page, 'admin-tournament')

    const { tournament } = await servedProps(page, urlFor('tournament'))
    assert.equal(tournament.slots[14].username, player)
  })
})
