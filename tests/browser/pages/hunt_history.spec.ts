/// <reference lib="dom" />
import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { openAsAdmin, openPage, screenshotWidths } from '#tests/helpers/browser/browser'
import BonusHunt from '#models/bonus_hunt'
import CatalogSlot from '#models/catalog_slot'

/** The demo site has finished hunts and a slot catalog (database/demo/seed_hunt_history.ts) */
test.group('Browser / hunt history and slot pages', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('the history lists the finished hunts and a hunt checks its own digest', async ({ browserContext, assert }) => {
    const { page, problems } = await openPage(browserContext, urlFor('bonus_hunt.history'))
    const rows = page.locator('[data-history-row]')
    await rows.first().waitFor()
    assert.isAtLeast(await rows.count(), 4)
    const sideways = await screenshotWidths(page, 'hunt-history')
    assert.deepEqual(sideways, { 1280: 0, 360: 0 })

    await page.setViewportSize({ width: 1280, height: 800 })
    const newest = await BonusHunt.query().where('status', 'finished').orderBy('finished_at', 'desc').firstOrFail()
    await rows.first().getByRole('link', { name: newest.title }).click()
    await page.waitForURL(`**/bonus-hunt/${newest.id}`)
    await page.locator('[data-hunt-stats]').waitFor()
    await page.getByRole('button', { name: 'Check the digest' }).click()
    await page.getByText('The record hashes to this digest').waitFor()
    assert.equal(await page.locator('[data-record-sha256]').innerText(), newest.recordSha256)
    assert.deepEqual(await screenshotWidths(page, 'hunt-finished'), { 1280: 0, 360: 0 })
    assert.deepEqual(problems, [])
  })

  test('the slot list and a slot page at phone and desktop widths', async ({ browserContext, assert }) => {
    const { page, problems } = await openPage(browserContext, urlFor('slots'))
    await page.locator('[data-slot-row]').first().waitFor()
    assert.deepEqual(await screenshotWidths(page, 'slots'), { 1280: 0, 360: 0 })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.locator('[data-slot-row]').first().getByRole('link').click()
    await page.locator('[data-slot-stats]').waitFor()
    assert.isAtLeast(await page.locator('[data-slot-bonus]').count(), 1)
    assert.deepEqual(await screenshotWidths(page, 'slot'), { 1280: 0, 360: 0 })
    assert.deepEqual(problems, [])
  })

  test('an admin adds a slot to the catalog from its page', async ({ browserContext, assert }) => {
    const page = await openAsAdmin(browserContext, '/admin/slots')
    await page.locator('[data-catalog-table]').waitFor()
    await page.getByRole('button', { name: 'Add slot' }).click()
    await page.getByLabel('Name').fill('Neon Riches')
    await page.getByLabel('Provider').fill('Neon Games')
    await page.getByLabel('RTP (%)').fill('96.4')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Slot added to the catalog.').waitFor()
    await page.locator('[data-catalog-table]').getByText('Neon Riches').waitFor()
    const slot = await CatalogSlot.findByOrFail('name', 'Neon Riches')
    assert.equal(slot.rtp, 96.4)
    assert.deepEqual(await screenshotWidths(page, 'admin-slot-catalog'), { 1280: 0, 360: 0 })
  })
})
