import type { Page } from 'playwright'
/// <reference lib="dom" />
import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { LIVE_PRIVATE_JITTER_MS } from '#shared/live'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { RAFFLE_MESSAGES } from '#shared/raffles'
import { en } from '#tests/helpers/i18n/english'
import { DRAW_ENTRIES_RULE, DRAW_HMAC_KEY } from '#shared/draw_procedure'
import { openAsAdmin, openPage, screenshotWidths } from '#tests/helpers/browser/browser'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser, FACTORY_PASSWORD } from '#tests/helpers/database/users'
import { deleteAccount } from '#services/accounts/account_data'
import { DELETED_USER_LABEL } from '#shared/deleted_user'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { expectStatus } from '#tests/helpers/http/requests'
import { withEnv } from '#tests/helpers/processes/env'
import { createRaffle, enterFourEntrants, enterRaffle } from '#tests/helpers/database/raffles'
import { startFakeBeacon, useBeacon } from '#tests/helpers/fakes/fake_beacon'

async function raffle(client: ApiClient, admin: User, fields: object = {}) {
  const created = await createRaffle(client, admin, {
    keyword: '!join',
    ends_at: new Date(Date.now() + 3_600_000).toISOString(),
    ...fields,
  })
  return created.id
}

const enter = (client: ApiClient, user: User, id: number, tickets = 1) =>
  expectStatus(enterRaffle(client, user, id, tickets), 200)

const adminCall = (client: ApiClient, admin: User, name: 'close' | 'draw', id: number) =>
  expectStatus(jsonAs(client, admin).post(urlFor(`admin_api.raffles.${name}`, { id })), 200)

/** A raffle with four entrants, closed: ready to draw (beacon off in the test environment) */
async function closedRaffle(client: ApiClient) {
  const admin = await createUser({ admin: true })
  const id = await raffle(client, admin)
  await enterFourEntrants(client, id)
  await adminCall(client, admin, 'close', id)
  return { admin, id }
}

/** Runs the raffle page's check in the browser and answers each step's verdict, by step id */
async function checkStepVerdicts(page: Page) {
  const panel = page.locator('[data-raffle-check]')
  await page.getByRole('button', { name: 'Recompute in my browser' }).click()
  await panel.locator('[data-check-steps]').waitFor()
  const verdicts = await panel
    .locator('[data-step]')
    .evaluateAll((items) => items.map((i) => [i.getAttribute('data-step'), i.getAttribute('data-verdict')]))
  return Object.fromEntries(verdicts) as Record<string, string>
}

test.group('Browser / raffles', (group) => {
  group.each.setup(async () => {
    await resetDatabase()
    return withEnv({ VAULT_BEACON_URL: 'off' })
  })

  test('a logged-in viewer enters from /raffles; a guest is asked to log in', async ({
    browserContext,
    client,
    assert,
  }) => {
    const admin = await createUser({ admin: true })
    const id = await raffle(client, admin)
    const guest = await openPage(browserContext, '/raffles')
    await guest.page.getByRole('button', { name: en(RAFFLE_MESSAGES.loginToEnter) }).waitFor()
    await guest.page.close()

    const viewer = await createUser({ username: 'viewer', points: 100 })
    await browserContext.loginAs(viewer)
    const { page, problems } = await openPage(browserContext, '/raffles')
    const card = page.locator(`[data-raffle="${id}"]`)
    await card.getByRole('spinbutton').fill('3')
    await card.getByRole('button', { name: /Enter · 30 pts/ }).click()
    await page.getByText(en(RAFFLE_MESSAGES.entered, { tickets: 3 })).waitFor()
    await card.locator('[data-raffle-entries]', { hasText: '1' }).waitFor()
    await page.goto(`${process.env.APP_URL}/raffles/${id}`)
    await page.locator('[data-my-tickets]', { hasText: '3' }).waitFor()
    assert.deepEqual(problems, [])
  })

  test('the raffle page follows new entries live', async ({ browserContext, client }) => {
    const admin = await createUser({ admin: true })
    const id = await raffle(client, admin)
    const { page } = await openPage(browserContext, `/raffles/${id}`)
    await page.waitForFunction(() => document.documentElement.dataset.live === 'connected')
    await page.locator('[data-raffle-entries]', { hasText: '0 entries' }).waitFor()
    // the message carries the raffle's record: the page shows it without a reload
    const within = 2000
    await enter(client, await createUser({ points: 100 }), id)
    await page.locator('[data-raffle-entries]', { hasText: '1 entry' }).waitFor({ timeout: within })
    await enter(client, await createUser({ points: 100 }), id)
    await page.locator('[data-raffle-entries]', { hasText: '2 entries' }).waitFor({ timeout: within })
  })

  test("the overlay's draw animation lands on each winner's name", async ({ browserContext, client, assert }) => {
    const { admin, id } = await closedRaffle(client)
    const { page, problems } = await openPage(browserContext, '/overlays/raffle')
    await page.waitForFunction(() => document.documentElement.dataset.live === 'connected')
    await page.getByText('Entries closed').waitFor()
    const drawn = await adminCall(client, admin, 'draw', id)
    const winners = (drawn.body().winners as { username: string }[]).map((w) => w.username)
    // the reel spins, then lands on the first winner, then the second
    await page.locator('[data-raffle-reel][data-spinning]').waitFor({ timeout: LIVE_PRIVATE_JITTER_MS + 3000 })
    await page.locator('[data-raffle-landed] li', { hasText: winners[0] }).waitFor({ timeout: 5000 })
    await page.locator('[data-raffle-landed] li').nth(1).waitFor({ timeout: 6000 })
    await page.locator('[data-raffle-reel]:not([data-spinning])').waitFor({ timeout: 2000 })
    const landedOn = await page.locator('[data-raffle-reel]').textContent()
    assert.equal(landedOn?.trim(), winners[1])
    assert.deepEqual(await page.locator('[data-raffle-landed] li span:last-child').allTextContents(), winners)
    assert.deepEqual(problems, [])
    await screenshotWidths(page, 'overlay-raffle')
  })

  test('the check panel verifies a beacon draw step by step, and each forgery fails its step', async ({
    browserContext,
    client,
    assert,
  }) => {
    const beacon = await startFakeBeacon({ period: 1 })
    const restore = useBeacon(beacon)
    try {
      const { admin, id } = await closedRaffle(client)
      await adminCall(client, admin, 'draw', id)
      const { page, problems } = await openPage(browserContext, `/raffles/${id}`)
      const panel = page.locator('[data-raffle-check]')
      const steps = () => checkStepVerdicts(page)
      // the verification code is its own chunk, fetched only when the panel opens
      const loaded: string[] = []
      page.on('request', (request) => loaded.push(request.url()))
      assert.deepEqual(await steps(), { signature: 'ok', round: 'ok', seed: 'ok', entries: 'ok', winners: 'ok' })
      assert.isTrue(loaded.some((url) => /draw_verification/.test(url)))
      assert.equal(await panel.locator('[data-check-summary]').getAttribute('data-check-summary'), 'ok')
      // the procedure, word for word as app/shared states it once
      await panel.locator('[data-draw-procedure] summary').click()
      assert.include(await panel.locator('[data-draw-procedure]').innerText(), DRAW_HMAC_KEY)
      assert.deepEqual(await screenshotWidths(page, 'raffle-check'), { 1280: 0, 360: 0 })

      // each forgery, fed to the page in place of the record the server answers
      const answered = await expectStatus(client.get(urlFor('raffles.record', { id })), 200)
      const record = answered.body()
      const feed = async (forged: object) => {
        await page.unroute(`**/api/raffles/${id}`)
        await page.route(`**/api/raffles/${id}`, (route) => route.fulfill({ json: { ...record, ...forged } }))
        await panel.locator('[data-check-steps]').waitFor()
        return steps()
      }
      const round = record.beacon.round
      const forgedSignature = await feed({ beacon: { ...record.beacon, ...beacon.forgedRound(round) } })
      assert.deepInclude(forgedSignature, { signature: 'bad', round: 'ok', seed: 'ok', entries: 'ok' })
      const laterRound = await feed({ beacon: { ...record.beacon, ...beacon.round(round + 1) } })
      assert.deepInclude(laterRound, { signature: 'ok', round: 'bad', seed: 'ok', entries: 'ok' })
      const tampered = await feed({ canonical: record.canonical.replace(/"[^"]+"/, '"mallory"') })
      assert.deepInclude(tampered, { signature: 'ok', round: 'ok', seed: 'ok', entries: 'bad' })
      assert.equal(await panel.locator('[data-check-summary]').getAttribute('data-check-summary'), 'bad')
      await screenshotWidths(page, 'raffle-check-forged')
      assert.deepEqual(problems, [])
    } finally {
      restore()
      await beacon.close()
    }
  })

  test('an entrant deleted after the close: the panel names the redacted entry, and every step still holds', async ({
    browserContext,
    client,
    assert,
  }) => {
    const beacon = await startFakeBeacon({ period: 1 })
    const restore = useBeacon(beacon)
    try {
      const admin = await createUser({ admin: true })
      const id = await raffle(client, admin, { winners: 4 })
      const [, bob] = await enterFourEntrants(client, id)
      await adminCall(client, admin, 'close', id)
      await deleteAccount(bob, { password: FACTORY_PASSWORD }, '127.0.0.1')
      await adminCall(client, admin, 'draw', id)
      const { page, problems } = await openPage(browserContext, `/raffles/${id}`)
      assert.include(
        await page.locator('[data-redactions]').textContent(),
        `Entry #2 was renamed "${DELETED_USER_LABEL}" after the close`
      )
      assert.notInclude(await page.locator('[data-entry-names]').textContent(), '"bob"')
      const panel = page.locator('[data-raffle-check]')
      assert.deepEqual(await checkStepVerdicts(page), {
        signature: 'ok',
        round: 'ok',
        seed: 'ok',
        entries: 'ok',
        winners: 'ok',
      })
      assert.equal(await panel.locator('[data-check-summary]').getAttribute('data-check-summary'), 'ok')
      assert.include(await panel.locator('[data-step="entries"]').textContent(), '#2 redacted')
      assert.include(await panel.locator('[data-step="winners"]').textContent(), DELETED_USER_LABEL)
      // the procedure states the commitment, word for word as app/shared states it once
      await panel.locator('[data-draw-procedure] summary').click()
      assert.include(await panel.locator('[data-draw-procedure]').innerText(), DRAW_ENTRIES_RULE)
      assert.deepEqual(problems, [])
    } finally {
      restore()
      await beacon.close()
    }
  })

  test('screenshots of /raffles and /raffles/:id at phone and desktop widths', async ({
    browserContext,
    client,
    assert,
  }) => {
    const { admin, id } = await closedRaffle(client)
    await adminCall(client, admin, 'draw', id)
    const open = await raffle(client, admin, { title: 'Weekend mega giveaway', prize: '1 000 $ in crypto' })
    await enter(client, await createUser({ points: 100 }), open, 2)
    const list = await openPage(browserContext, '/raffles')
    assert.deepEqual(await screenshotWidths(list.page, 'raffles'), { 1280: 0, 360: 0 })
    const drawn = await openPage(browserContext, `/raffles/${id}`)
    await drawn.page.getByRole('button', { name: 'Recompute in my browser' }).click()
    await drawn.page.locator('[data-raffle-verdicts]').waitFor()
    assert.deepEqual(await screenshotWidths(drawn.page, 'raffle-drawn'), { 1280: 0, 360: 0 })
    const current = await openPage(browserContext, `/raffles/${open}`)
    assert.deepEqual(await screenshotWidths(current.page, 'raffle-open'), { 1280: 0, 360: 0 })
  })

  test('the admin creates, closes and draws a raffle from the Raffles page', async ({
    browserContext,
    client,
    assert,
  }) => {
    await createUser({ username: 'admin', admin: true })
    const page = await openAsAdmin(browserContext, urlFor('admin.raffles'))
    await page.getByRole('button', { name: 'New raffle' }).click()
    const dialog = page.getByRole('dialog', { name: 'New raffle' })
    await dialog.getByLabel('Title').fill('Stream giveaway')
    await dialog.getByLabel('Prize', { exact: true }).fill('A signed mousepad')
    await dialog.getByLabel('Ticket cost (points, 0 = free)').fill('0')
    await dialog.getByRole('button', { name: 'Create raffle' }).click()
    await page.getByText(en(RAFFLE_MESSAGES.created)).waitFor()
    const row = page.locator('[data-admin-raffle]', { hasText: 'Stream giveaway' })
    await row.waitFor()
    const id = Number(await row.getAttribute('data-admin-raffle'))
    for (const name of ['ann', 'ben', 'cat']) await enter(client, await createUser({ username: name }), id)

    await page.reload()
    await page.waitForSelector('html[data-hydrated]')
    await row.getByRole('button', { name: 'Entries' }).click()
    await page.getByLabel('Search entries').fill('be')
    await page.locator(`[data-raffle-entries-admin="${id}"] tr`, { hasText: 'ben' }).waitFor()
    await row.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Close entries' }).click()
    await page.getByText(en(RAFFLE_MESSAGES.closed)).waitFor()
    await row.getByRole('button', { name: 'Draw' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Draw', exact: true }).click()
    await page.getByText(en(RAFFLE_MESSAGES.drawn)).waitFor()
    await page.locator('[data-raffle-winner-row="0"]').waitFor()
    await page
      .getByLabel(/Payment reference for/)
      .first()
      .fill('tx-42')
    await page.locator('[data-raffle-winner-row="0"]').getByRole('button', { name: 'Paid' }).click()
    await page.getByText(en(RAFFLE_MESSAGES.payoutSaved)).waitFor()
    await page.locator('[data-raffle-winner-row="0"]', { hasText: 'tx-42' }).waitFor()
    assert.deepEqual(await screenshotWidths(page, 'admin-raffles'), { 1280: 0, 360: 0 })
  })
})
