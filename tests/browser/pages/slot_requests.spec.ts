/// <reference lib="dom" />
import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { expectStatus } from '#tests/helpers/http/requests'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { openPage, screenshotWidths } from '#tests/helpers/browser/browser'
import { createUser } from '#tests/helpers/database/users'
import { jsonAs, startNewHunt } from '#tests/helpers/database/admin_fixtures'
import BonusHunt from '#models/bonus_hunt'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { holdCredit } from '#services/points/held_credits'
import { KICK_REWARD_MESSAGES } from '#shared/kick_rewards'
import { SLOT_REQUEST_MESSAGES as M } from '#shared/slot_requests'
import { GUESS_INPUT_MESSAGES } from '#validators/bonus_hunt'
import { GUESS_MESSAGES } from '#services/hunt/guessing'
import { en } from '#tests/helpers/i18n/english'

/** The live stream of a page is up */
const liveConnected = () => document.documentElement.dataset.live === 'connected'

test.group('Browser / slot requests and the hunt overlay', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('a viewer requests from the hunt page; another tab sees the queue change live', async ({
    browserContext,
    client,
    assert,
  }) => {
    const admin = await createUser({ admin: true })
    await expectStatus(jsonAs(client, admin).post(urlFor('admin_api.slot_requests.open'), { open: true }), 200)
    const viewer = await createUser({ username: 'SpinFan' })
    const other = await createUser({ username: 'Voter' })

    // a guest watching the page and the requests overlay
    const { page: watcher } = await openPage(browserContext, urlFor('bonus_hunt'))
    await watcher.waitForFunction(liveConnected)
    const { page: overlay, problems: overlayProblems } = await openPage(browserContext, '/overlays/requests?rows=3')
    await overlay.waitForFunction(liveConnected)

    await browserContext.loginAs(viewer)
    const { page, problems } = await openPage(browserContext, urlFor('bonus_hunt'))
    await page.getByLabel('Request a slot').fill('  gates   of olympus ')
    await page.getByRole('button', { name: 'REQUEST' }).click()
    // the demo catalog holds the slot: the request takes the catalog's name
    await page.getByText(en(M.requested, { slot: 'Gates of Olympus' })).waitFor()
    await page.locator('[data-request-queue]').getByText('Gates of Olympus').waitFor()

    const queue = watcher.locator('[data-request-queue] li')
    await queue.filter({ hasText: 'Gates of Olympus' }).waitFor({ timeout: 1000 })
    await overlay.locator('[data-overlay-requests]').getByText('Gates of Olympus').waitFor({ timeout: 1000 })

    const votedAt = Date.now()
    await expectStatus(jsonAs(client, other).post(urlFor('economy.slot_request'), { slot: 'GATES OF OLYMPUS' }), 200)
    await queue.filter({ hasText: '2 votes' }).waitFor({ timeout: 1000 })
    assert.isBelow(Date.now() - votedAt, 1000)
    await overlay.locator('[data-overlay-requests]').getByText('2 votes').waitFor({ timeout: 1000 })
    assert.include(await queue.first().innerText(), 'SpinFan')
    assert.equal(await overlay.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgba(0, 0, 0, 0)')
    await screenshotWidths(page, 'hunt-slot-requests')
    assert.deepEqual([...problems, ...overlayProblems], [])
  })

  test('a viewer guesses the balance: a refused guess stays under the form, a good one is saved', async ({
    browserContext,
    client,
    assert,
  }) => {
    const api = await startNewHunt(client, 'Guess Hunt', 1000)
    await expectStatus(api.post(urlFor('admin_api.hunt.guessing'), { open: true }), 200)
    const viewer = await createUser({ username: 'Guesser' })
    await browserContext.loginAs(viewer)
    const { page, problems } = await openPage(browserContext, urlFor('bonus_hunt'))
    const input = page.getByLabel('Your guess of the final balance ($)')
    const form = page.locator('form').filter({ has: input })

    // the server's refusal (a 422 with its message and errors) is kept under the form
    await input.fill('12.345')
    const refused = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/guess'))
    await form.getByRole('button', { name: 'GUESS' }).click()
    const refusal = await refused
    assert.equal(refusal.status(), 422)
    await form
      .getByRole('alert')
      .filter({ hasText: en(GUESS_INPUT_MESSAGES.cents) })
      .waitFor()
    assert.isNull(await db.from('hunt_guesses').where('user_id', viewer.id).first())

    await input.fill('1234.56')
    await form.getByRole('button', { name: 'GUESS' }).click()
    await page.getByText(en(GUESS_MESSAGES.saved)).waitFor()
    await page.locator('[data-my-guess]').filter({ hasText: '1,234.56' }).waitFor()
    const saved = await db.from('hunt_guesses').where('user_id', viewer.id).first()
    assert.equal(Number(saved.amount), 1234.56)
    assert.deepEqual(problems, [])
  })

  test('a bonus added to a 30-bonus hunt appears on the hunt overlay within a second, marked new', async ({
    browserContext,
    client,
    assert,
  }) => {
    const api = await startNewHunt(client, 'Big Hunt', 5000)
    for (let i = 1; i <= 30; i++) {
      await expectStatus(api.post(urlFor('admin_api.hunt.slots.add'), { slot_name: `Slot ${i}`, bet_size: 1 }), 200)
    }
    const { page, problems } = await openPage(browserContext, '/overlays/hunt?rows=5')
    await page.waitForFunction(liveConnected)
    const rows = page.locator('[data-overlay-slots] li')
    await rows.filter({ hasText: 'Slot 30' }).waitFor()

    const addedAt = Date.now()
    await expectStatus(api.post(urlFor('admin_api.hunt.slots.add'), { slot_name: 'Fresh Slot', bet_size: 2 }), 200)
    const fresh = rows.filter({ hasText: 'Fresh Slot' })
    await fresh.waitFor({ timeout: 1000 })
    assert.isBelow(Date.now() - addedAt, 1000)
    assert.equal(await fresh.getAttribute('data-new'), 'true')
    assert.notInclude(await page.locator('[data-overlay-slots]').innerText(), 'Slot 1\n')

    // opening: the one being opened shows, marked
    const hunt = await BonusHunt.query().where('status', 'live').preload('slots').firstOrFail()
    const sorted = [...hunt.slots].sort((a, b) => a.position - b.position)
    for (const slot of sorted.slice(0, 12)) {
      await expectStatus(api.put(urlFor('admin_api.hunt.slots.payout', { id: slot.id }), { amount: 5 }), 200)
    }
    // the one being opened is Slot 13, marked, with the next ones after it
    const current = page.locator('[data-overlay-slots] li[data-current]')
    await current.filter({ hasText: 'Slot 13' }).waitFor({ timeout: 1000 })
    assert.include(await page.locator('[data-overlay-slots]').innerText(), 'Slot 17')
    assert.deepEqual(problems, [])
  })

  test('the admin queue accepts a request into the live hunt with its requester', async ({
    browserContext,
    client,
  }) => {
    const admin = await createUser({ admin: true })
    await jsonAs(client, admin).post(urlFor('admin_api.slot_requests.open'), { open: true })
    const viewer = await createUser({ username: 'Requester' })
    await jsonAs(client, viewer).post(urlFor('economy.slot_request'), { slot: 'Sugar Rush' })

    await browserContext.loginAs(admin)
    const { page } = await openPage(browserContext, urlFor('admin.slot_requests'))
    const row = page.locator('[data-admin-requests] li', { hasText: 'Sugar Rush' })
    await row.getByLabel('Bet size for Sugar Rush').fill('2')
    await row.getByRole('button', { name: 'Accept' }).click()
    await page.getByText(en(M.accepted, { slot: 'Sugar Rush' })).waitFor()
    await screenshotWidths(page, 'admin-slot-requests')

    const { page: overlay } = await openPage(browserContext, '/overlays/hunt?rows=10')
    await overlay.locator('[data-overlay-slots]').getByText('req. Requester').waitFor()
  })

  test('the Kick rewards page saves the points and shows held rewards', async ({ browserContext, assert }) => {
    const admin = await createUser({ admin: true })
    await db.transaction((trx) =>
      holdCredit(trx, {
        kickUserId: '9001',
        kickUsername: 'future_fan',
        points: 500,
        reason: 'kick_reward',
        note: 'channel.subscription.new',
        expiresAt: DateTime.utc().plus({ days: 90 }),
      })
    )
    await browserContext.loginAs(admin)
    // a reward amount creates points: it needs a confirmation from the last 15 minutes
    await browserContext.setSession({ confirmed_at: Date.now() })
    const { page, problems } = await openPage(browserContext, urlFor('admin.kick_rewards'))
    await page.locator('[data-held-rewards]').getByText('Kick reward: New subscription').waitFor()
    await page.getByRole('group', { name: 'Kick' }).getByLabel('New subscription').fill('750')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText(en(KICK_REWARD_MESSAGES.saved)).waitFor()
    const saved = await db.from('kick_reward_settings').where('id', 1).first()
    assert.equal(saved.new_sub, 750)
    const sideways = await screenshotWidths(page, 'admin-kick-rewards')
    assert.deepEqual(sideways, { 1280: 0, 360: 0 })
    assert.deepEqual(problems, [])
  })
})
