/// <reference lib="dom" />
import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import type { Locator } from 'playwright'
import { mkdir } from 'node:fs/promises'
import { setTimeout as sleep } from 'node:timers/promises'
import db from '@adonisjs/lucid/services/db'
import { lockedVault } from '#services/vault/cycle'
import { completeVaultDraw } from '#services/vault/draw'
import { rollVaultWinner } from '#services/vault/roll'
import { roundTimeMs } from '#shared/vault_draw'
import { confirmedSession, contribute } from '#tests/helpers/database/admin_fixtures'
import { SCREENSHOT_DIR, openPage, visitHydrated, saveScreenshot } from '#tests/helpers/browser/browser'
import { resetDatabase } from '#tests/helpers/database/database'
import { startFakeBeacon, useBeacon } from '#tests/helpers/fakes/fake_beacon'
import { createUser } from '#tests/helpers/database/users'
import VaultCycle from '#models/vault_cycle'
import VaultWinner from '#models/vault_winner'

/**
 * A vault holding $50 and a fake beacon in use by the site, with a round every `period` s and
 * the next one `nextRoundIn` s from now; `stop` puts the configured beacon back
 */
async function fiftyDollarVaultWithBeacon(options: { period: number; nextRoundIn: number }) {
  const { period, nextRoundIn } = options
  const nextRoundAt = Math.ceil(Date.now() / 1000) + nextRoundIn
  const beacon = await startFakeBeacon({ period, genesisTime: nextRoundAt - 10 * period })
  const restore = useBeacon(beacon)
  await db.transaction(async (trx) => {
    await lockedVault(trx)
    await trx.from('vaults').where('id', 1).update({ value: 50 })
  })
  const stop = async () => {
    restore()
    await beacon.close()
  }
  return { beacon, stop }
}

/**
 * A cycle drawn from the fake beacon's first round after the close; the beacon stays the
 * site's pinned chain until `stop`
 */
async function drawnWithBeacon() {
  const { beacon, stop } = await fiftyDollarVaultWithBeacon({ period: 2, nextRoundIn: 2 })
  try {
    const admin = await createUser({ admin: true })
    const alice = await createUser({ username: 'alice', points: 100_000 })
    const bob = await createUser({ username: 'bob', points: 100_000 })
    const cycleId = await contribute(alice, 40)
    await contribute(bob, 60)
    const rolled = await rollVaultWinner(admin.id)
    if (rolled.kind !== 'pending' || rolled.round === null) {
      throw new Error('the roll should wait for the beacon round')
    }
    await sleep(Math.max(0, roundTimeMs(rolled.round, beacon) - Date.now()) + 50)
    const drawn = await completeVaultDraw()
    if (drawn?.kind !== 'drawn') throw new Error('the draw should be done once the round is out')
    return { cycleId, round: rolled.round, chainHash: beacon.chainHash, beacon, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** The verdict of each step the page shows, by step */
const stepVerdicts = (check: Locator) =>
  check
    .locator('[data-step]')
    .evaluateAll((items) =>
      Object.fromEntries(items.map((i) => [i.getAttribute('data-step'), i.getAttribute('data-verdict')]))
    )

test.group('Browser / vault verify page', (group) => {
  group.each.setup(() => resetDatabase())

  test('/vault links to it; it redoes a beacon draw in the browser', async ({ browserContext, assert, cleanup }) => {
    // the round is the first after the close: 11 on a quiet machine, later if the setup was slow
    const { cycleId, round, chainHash, stop } = await drawnWithBeacon()
    cleanup(stop)
    const { page, problems } = await openPage(browserContext, urlFor('vault'))
    await page.locator('[data-verify-link]').click()
    await page.waitForURL(/\/vault\/verify$/)
    const check = page.locator('[data-draw-check]')
    await check.locator('[data-verdict]').first().waitFor()
    assert.match(await check.innerText(), new RegExp(`cycle #${cycleId}\\b`, 'i'))
    assert.deepEqual(await stepVerdicts(check), { signature: 'ok', round: 'ok', seed: 'ok', winners: 'ok' })
    assert.match(await check.innerText(), /wins, as published/)
    assert.match(await check.innerText(), new RegExp(`drand round ${round}\\b`))
    // the record names the chain the round came from
    assert.include(await check.innerText(), chainHash)

    await mkdir(SCREENSHOT_DIR, { recursive: true })
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await page.waitForTimeout(200)
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0)
      await saveScreenshot(page, { path: `${SCREENSHOT_DIR}/vault-verify-${width}.png`, fullPage: true })
    }
    assert.deepEqual(problems, [])
  })

  test('a forged beacon round, a later round and a published winner that does not follow are flagged', async ({
    browserContext,
    assert,
    cleanup,
  }) => {
    const { cycleId, round, beacon, stop } = await drawnWithBeacon()
    cleanup(stop)
    await db.from('vault_winners').where('cycle_id', cycleId).update({ username: 'mallory' })
    const path = urlFor('vault.verify', {}, { qs: { cycle: cycleId } })
    const { page } = await openPage(browserContext, path)
    const check = page.locator('[data-draw-check]')
    await check.locator('[data-verdict]').first().waitFor()
    assert.deepEqual(await stepVerdicts(check), { signature: 'ok', round: 'ok', seed: 'ok', winners: 'bad' })
    assert.match(await check.innerText(), /NOT the published result/)

    // a round signed by another key, then a genuine round later than the first after the close
    for (const [forged, verdicts] of [
      [beacon.forgedRound(round), { signature: 'bad', round: 'ok' }],
      [beacon.round(round + 1), { signature: 'ok', round: 'bad' }],
    ] as const) {
      await db.from('vault_cycles').where('id', cycleId).update({
        beacon_round: forged.round,
        beacon_randomness: forged.randomness,
        beacon_signature: forged.signature,
      })
      await visitHydrated(page, path)
      await check.locator('[data-verdict]').first().waitFor()
      assert.deepInclude(await stepVerdicts(check), { ...verdicts, seed: 'ok' })
    }
  })
})

test.group('Browser / admin vault with a beacon', (group) => {
  group.each.setup(() => resetDatabase())

  test('Roll Winner closes the vault; the winner shows once the round is out', async ({ browserContext, assert }) => {
    const { beacon, stop } = await fiftyDollarVaultWithBeacon({ period: 3, nextRoundIn: 8 })
    try {
      const admin = await createUser({ admin: true })
      const fan = await createUser({ username: 'fan', points: 100_000 })
      await contribute(fan, 25)
      await browserContext.loginAs(admin)
      // a fresh sign-in: Roll Winner needs no second confirmation
      await browserContext.setSession(confirmedSession())
      const { page } = await openPage(browserContext, urlFor('admin.vault'))

      await page.getByRole('button', { name: 'Roll Winner' }).click()
      await page
        .getByRole('dialog', { name: 'Confirm Roll Winner' })
        .getByRole('button', { name: 'Roll Winner' })
        .click()
      const closing = page.locator('[data-sonner-toast]', {
        hasText: /^Vault closed: drawing from beacon round \d+$/,
      })
      await closing.waitFor()
      const cycle = await VaultCycle.query().whereNotNull('closed_at').firstOrFail()
      const round = cycle.beaconRound!
      assert.equal(await closing.innerText(), `Vault closed: drawing from beacon round ${round}`)
      assert.isAbove(roundTimeMs(round, beacon), cycle.closedAt!.toMillis())
      await page.locator('[data-draw-pending]').waitFor()
      assert.isTrue(await page.getByRole('button', { name: 'Roll Winner' }).isDisabled())
      assert.lengthOf(await VaultWinner.all(), 0)

      // No reload: the page asks again until the round is out and the winner is drawn
      await page.locator('[data-sonner-toast]', { hasText: 'fan won $75!' }).waitFor({ timeout: 20_000 })
      await page.locator('[data-draw-pending]').waitFor({ state: 'detached' })
      const winner = await VaultWinner.firstOrFail()
      assert.equal(winner.username, 'fan')
      assert.isAtLeast(Date.now(), roundTimeMs(round, beacon))
    } finally {
      await stop()
    }
  })
})
