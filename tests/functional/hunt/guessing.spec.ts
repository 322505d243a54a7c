import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { expectStatus, guestPost } from '#tests/helpers/http/requests'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import type BonusHunt from '#models/bonus_hunt'
import { BonusHuntFactory, paidSlots } from '#database/factories/hunt_factory'
import HuntGuess from '#models/hunt_guess'
import AuditLog from '#models/audit_log'
import type User from '#models/user'
import { GUESS_MESSAGES, GUESS_PRIZE_REFERENCE } from '#services/hunt/guessing'
import { HUNT_MESSAGES } from '#services/hunt/bonus_hunt'
import { GUESS_INPUT_MESSAGES as G } from '#validators/bonus_hunt'
import { auditPoints } from '#services/points/consistency_audit'
import { GUESSING_CLOSED_BY_PAYOUT, GUESSING_FINAL } from '#shared/hunt'
import { publicPayload } from '#services/live/public_payloads'
import { countRows } from '#tests/helpers/database/economy'
import { en } from '#tests/helpers/i18n/english'

/**
 * A live hunt whose bonuses paid `payouts` (so the final balance is their sum; null: not
 * opened yet). Made directly, so no payout was recorded through the admin yet.
 */
function huntPaying(payouts: (number | null)[], fields: { guessingOpen?: boolean } = {}) {
  return BonusHuntFactory.merge({ guessingOpen: fields.guessingOpen ?? true })
    .with('slots', payouts.length, (slot) => slot.merge(paidSlots(payouts)))
    .create()
}

const guess = (client: ApiClient, user: User, amount: unknown) =>
  jsonAs(client, user).post(urlFor('economy.hunt_guess')).json({ amount })

const setGuessingAs = (client: ApiClient, user: User, body: object) =>
  jsonAs(client, user).post(urlFor('admin_api.hunt.guessing')).json(body)

const guessRows = () => db.from('hunt_guesses').orderBy('id').select('user_id', 'amount')

/** What the public hunt page gets (as the given user, or a guest) */
async function page(client: ApiClient, user?: User) {
  const request = client.get(urlFor('bonus_hunt')).withInertia()
  const response = await (user ? request.loginAs(user) : request)
  return response.inertiaProps as { hunt: any; my_guess: number | null }
}

/** The winner's user id of a finished hunt */
async function winnerOf(hunt: BonusHunt) {
  await hunt.refresh()
  const winner = await HuntGuess.findOrFail(hunt.winnerGuessId)
  return winner.userId
}

const balanceOf = async (user: User) => {
  await user.refresh()
  return user.balance
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

test.group('Hunt guessing / guesses', (group) => {
  group.each.setup(() => resetDatabase())

  test('a guest is refused and nothing is written', async ({ client, assert }) => {
    await huntPaying([10])
    const response = await guestPost(client, urlFor('economy.hunt_guess')).json({ amount: 10 })
    response.assertStatus(401)
    assert.lengthOf(await guessRows(), 0)
  })

  test('a guess is saved; a later one replaces it; the page shows the count and my guess', async ({
    client,
    assert,
  }) => {
    await huntPaying([10])
    const user = await createUser()
    const other = await createUser()
    const first = await guess(client, user, 1234.5)
    first.assertStatus(200)
    first.assertBody({ message: en(GUESS_MESSAGES.saved), guess: { amount: 1234.5 } })
    await expectStatus(guess(client, user, 99.99), 200)
    await expectStatus(guess(client, other, 5), 200)

    const rows = await guessRows()
    assert.deepEqual(
      rows.map((r) => [r.user_id, Number(r.amount)]),
      [
        [user.id, 99.99],
        [other.id, 5],
      ]
    )
    const mine = await page(client, user)
    assert.equal(mine.my_guess, 99.99)
    assert.equal(mine.hunt.guessing.open, true)
    assert.equal(mine.hunt.guessing.count, 2)
    // while open nobody sees the others' guesses
    assert.deepEqual(mine.hunt.guessing.guesses, [])
    const guest = await page(client)
    assert.isNull(guest.my_guess)
  })

  test('20 racing guesses from one user leave exactly one row', async ({ client, assert }) => {
    await huntPaying([10])
    const user = await createUser()
    const amounts = Array.from({ length: 20 }, (_, i) => 100 + i)
    const responses = await Promise.all(amounts.map((amount) => guess(client, user, amount)))
    for (const response of responses) response.assertStatus(200)
    const rows = await guessRows()
    assert.lengthOf(rows, 1)
    assert.include(amounts, Number(rows[0].amount))
  })

  test('a guess while guessing is closed is refused', async ({ client, assert }) => {
    await huntPaying([10], { guessingOpen: false })
    const user = await createUser()
    const response = await guess(client, user, 50)
    response.assertStatus(422)
    response.assertBodyContains({ message: en(GUESS_MESSAGES.notOpen) })
    assert.lengthOf(await guessRows(), 0)
  })

  test('a guess with no live hunt is refused', async ({ client, assert }) => {
    const user = await createUser()
    const response = await guess(client, user, 50)
    response.assertStatus(422)
    response.assertBodyContains({ message: en(GUESS_MESSAGES.noLiveHunt) })
    assert.lengthOf(await guessRows(), 0)
  })

  const BAD = (): [string, unknown, string][] => [
    ['negative', -1, en(G.negative)],
    ['3 decimals', 12.345, en(G.cents)],
    // JSON has no NaN literal (JSON.stringify sends null): the text and null cover it
    ['NaN as text', 'NaN', en(G.amount)],
    ['a numeric string', '12', en(G.amount)],
    ['a word', 'lots', en(G.amount)],
    ['null', null, en(G.amount)],
    ['missing', undefined, en(G.amount)],
    ['too large', 1e12, en(G.tooLarge)],
  ]

  test('amount {0} is refused and nothing changes')
    .with(BAD)
    .run(async ({ client, assert }, [, amount, message]) => {
      await huntPaying([10])
      const user = await createUser()
      await expectStatus(guess(client, user, 7.5), 200)
      const before = await guessRows()
      const response = await guess(client, user, amount)
      response.assertStatus(422)
      response.assertBodyContains({ message })
      assert.deepEqual(await guessRows(), before)
    })
})

test.group('Hunt guessing / admin switch', (group) => {
  group.each.setup(() => resetDatabase())

  test('only admins open and close guessing (audited, with prize); bad input refused', async ({ client, assert }) => {
    // no bonus opened yet: once a payout is recorded guessing cannot open (see below)
    const hunt = await huntPaying([null], { guessingOpen: false })
    const admin = await createUser({ admin: true })
    const user = await createUser()
    const as = (who: User) => jsonAs(client, who).post(urlFor('admin_api.hunt.guessing'))

    const denied = await as(user).json({ open: true })
    denied.assertStatus(403)
    await hunt.refresh()
    assert.isFalse(hunt.guessingOpen)

    const opened = await as(admin).json({ open: true, prize: 500 })
    opened.assertStatus(200)
    opened.assertBodyContains({ message: en(GUESS_MESSAGES.opened) })
    assert.deepInclude(opened.body().hunt.guessing, { open: true, prize: 500, count: 0 })

    for (const body of [{ open: 'yes' }, {}, { open: true, prize: 1.5 }, { open: true, prize: -3 }]) {
      await expectStatus(as(admin).json(body), 422)
    }

    const closed = await as(admin).json({ open: false })
    closed.assertBodyContains({ message: en(GUESS_MESSAGES.closed) })
    await hunt.refresh()
    assert.isFalse(hunt.guessingOpen)
    assert.equal(hunt.guessPrize, 500)

    const audits = await AuditLog.query().where('action', 'bonus_hunt.guessing').orderBy('id')
    assert.lengthOf(audits, 2)
    assert.equal(audits[0].actorId, admin.id)
    assert.deepEqual(audits[0].before, { guessing_open: false, guess_prize: null })
    assert.deepEqual(audits[0].after, { guessing_open: true, guess_prize: 500 })
    assert.deepEqual(audits[1].after, { guessing_open: false, guess_prize: 500 })
  })

  test('closed while live, the guesses stay secret everywhere; reopening is refused; finished shows them', async ({
    client,
    assert,
  }) => {
    const hunt = await huntPaying([null]) // no payout yet: only the guesses lock guessing
    const admin = await createUser({ admin: true })
    const a = await createUser({ username: 'GuessAlpha' })
    const b = await createUser({ username: 'GuessBravo' })
    await guess(client, a, 20)
    await guess(client, b, 10.5)
    const closed = await setGuessingAs(client, admin, { open: false })
    closed.assertStatus(200)
    await expectStatus(guess(client, a, 30), 422)

    // every public answer: page props, the admin's JSON answer, the live message, the overlay
    const overlay = await client.get(urlFor('overlays.hunt')).withInertia()
    const live = (await publicPayload('hunt')) as { hunt: any }
    const props = await page(client)
    const answers = [props.hunt, closed.body().hunt, JSON.parse(JSON.stringify(live.hunt)), overlay.inertiaProps.hunt]
    for (const shown of answers) {
      assert.deepInclude(shown.guessing, { open: false, count: 2, guesses: [], winner: null })
      assert.notInclude(JSON.stringify(shown), 'GuessAlpha')
      assert.notInclude(JSON.stringify(shown), '10.5')
    }
    const html = await client.get(urlFor('bonus_hunt'))
    assert.notInclude(html.text(), 'GuessBravo')

    // closing after a guess is final: a reopen is refused and changes nothing
    const audits = await AuditLog.query().where('action', 'bonus_hunt.guessing')
    const reopen = await setGuessingAs(client, admin, { open: true, prize: 50 })
    reopen.assertStatus(422)
    reopen.assertBodyContains({ message: en(GUESSING_FINAL.reopenRefused) })
    await hunt.refresh()
    assert.isFalse(hunt.guessingOpen)
    assert.isNull(hunt.guessPrize)
    assert.lengthOf(await AuditLog.query().where('action', 'bonus_hunt.guessing'), audits.length)

    await db.from('hunt_slots').where('bonus_hunt_id', hunt.id).update({ amount: 10 })
    await expectStatus(jsonAs(client, admin).post(urlFor('admin_api.hunt.finish')).json({}), 200)
    const { hunt: finished } = await page(client)
    assert.deepEqual(finished.guessing.guesses, [
      { username: 'GuessBravo', amount: 10.5, winner: true, place: 1, prize: null },
      { username: 'GuessAlpha', amount: 20, winner: false, place: null, prize: null },
    ])
    assert.deepEqual(await auditPoints(), [])
  })

  test('with no guess yet, guessing may close and open again', async ({ client }) => {
    await huntPaying([null])
    const admin = await createUser({ admin: true })
    await expectStatus(setGuessingAs(client, admin, { open: false }), 200)
    await expectStatus(setGuessingAs(client, admin, { open: true }), 200)
    // open again while open (a prize change) is not a reopen
    await expectStatus(setGuessingAs(client, admin, { open: true, prize: 10 }), 200)
  })
})

test.group('Hunt guessing / finish', (group) => {
  group.each.setup(() => resetDatabase())

  const finish = (client: ApiClient, admin: User) =>
    jsonAs(client, admin).post(urlFor('admin_api.hunt.finish')).json({})

  test('the closest guess wins; a tie goes to the earlier guess', async ({ client, assert }) => {
    const hunt = await huntPaying([150.1, 49.9]) // final balance 200.00
    const admin = await createUser({ admin: true })
    const early = await createUser({ username: 'EarlyBird' })
    const late = await createUser({ username: 'LateComer' })
    const far = await createUser({ username: 'FarOff' })
    await guess(client, far, 500)
    await pause(5)
    await guess(client, early, 150.1)
    await pause(5)
    await guess(client, late, 249.9) // as close as EarlyBird's, sent later
    await expectStatus(finish(client, admin), 200)

    await hunt.refresh()
    assert.equal(hunt.finalBalance, 200)
    const winner = await HuntGuess.findOrFail(hunt.winnerGuessId)
    assert.equal(winner.userId, early.id)
    const { hunt: shownHunt } = await page(client)
    const shown = shownHunt.guessing
    assert.equal(shown.open, false)
    assert.deepEqual(shown.winner, { username: 'EarlyBird', amount: 150.1, prize: null })
    assert.deepEqual(
      shown.guesses.map((g: any) => [g.username, g.winner]),
      [
        ['EarlyBird', true],
        ['LateComer', false],
        ['FarOff', false],
      ]
    )
  })

  test('replacing a guess makes it a later guess; a closer guess wins whenever it came', async ({ client, assert }) => {
    const hunt = await huntPaying([100]) // final balance 100.00
    const admin = await createUser({ admin: true })
    const a = await createUser()
    const b = await createUser()
    const c = await createUser()
    await guess(client, a, 90)
    await pause(5)
    await guess(client, b, 110)
    await pause(5)
    await guess(client, a, 90) // re-sent: now later than b's
    await expectStatus(finish(client, admin), 200)
    await hunt.refresh()
    assert.equal(await winnerOf(hunt), b.id)

    const second = await huntPaying([100])
    await guess(client, a, 50)
    await pause(5)
    await guess(client, c, 100.01)
    await expectStatus(finish(client, admin), 200)
    await second.refresh()
    assert.equal(await winnerOf(second), c.id)
  })

  test('the prize is paid through the ledger exactly once', async ({ client, assert }) => {
    const hunt = await huntPaying([60, 40])
    const admin = await createUser({ admin: true })
    const winner = await createUser({ points: 100 })
    const loser = await createUser({ points: 100 })
    // the bonuses were made paid directly: the admin switch would refuse to open this hunt
    hunt.guessPrize = 750
    await hunt.save()
    await guess(client, winner, 101)
    await guess(client, loser, 0)

    const [one, two] = await Promise.all([finish(client, admin), finish(client, admin)])
    assert.sameMembers([one.status(), two.status()], [200, 422])
    const again = await finish(client, admin)
    again.assertStatus(422)
    again.assertBodyContains({ message: en(HUNT_MESSAGES.noLiveHunt) })

    const prizes = await db
      .from('point_transactions')
      .where('reference_type', GUESS_PRIZE_REFERENCE)
      .select('user_id', 'delta', 'reference_id', 'reason')
    await hunt.refresh()
    // the ledger names the source: the hunt, not a grant by an admin
    assert.deepEqual(
      prizes.map((p) => [p.user_id, Number(p.delta), Number(p.reference_id), p.reason]),
      [[winner.id, 750, hunt.winnerGuessId, 'hunt']]
    )
    assert.equal(await balanceOf(winner), 850)
    assert.equal(await balanceOf(loser), 100)
    assert.deepEqual(await auditPoints(), [])
    const { hunt: shownHunt } = await page(client)
    assert.deepEqual(shownHunt.guessing.winner, {
      username: winner.username,
      amount: 101,
      prize: 750,
    })
    const audit = await AuditLog.findByOrFail('action', 'bonus_hunt.finish')
    assert.deepInclude(audit.after as object, { final_balance: 100 })
  })

  test('a hunt with no guesses finishes with no winner and pays nothing', async ({ client, assert }) => {
    const hunt = await huntPaying([5])
    hunt.guessPrize = 100
    await hunt.save()
    const admin = await createUser({ admin: true })
    await expectStatus(finish(client, admin), 200)
    await hunt.refresh()
    assert.isNull(hunt.winnerGuessId)
    assert.isFalse(hunt.guessingOpen)
    assert.equal(await countRows('point_transactions'), 0)
  })
})

test.group('Hunt guessing / the first payout closes it', (group) => {
  group.each.setup(() => resetDatabase())

  const payout = (client: ApiClient, admin: User, slotId: number, amount: number | string) =>
    jsonAs(client, admin).put(urlFor('admin_api.hunt.slots.payout', { id: slotId }), { amount })

  /** A live hunt with two unopened bonuses, guessing open, and its admin */
  async function openHunt() {
    const hunt = await huntPaying([null, null])
    await hunt.load('slots')
    const slots = [...hunt.slots].sort((a, b) => a.position - b.position)
    return { hunt, slots, admin: await createUser({ admin: true }) }
  }

  test('recording the first payout closes guessing in the same write; the pages say why', async ({
    client,
    assert,
  }) => {
    const { hunt, slots, admin } = await openHunt()
    const user = await createUser()
    await expectStatus(guess(client, user, 40), 200)

    await expectStatus(payout(client, admin, slots[0].id, 25), 200)
    await hunt.refresh()
    assert.isFalse(hunt.guessingOpen)
    assert.isNotNull(hunt.firstPayoutAt)
    const closedAt = hunt.firstPayoutAt!.toMillis()

    // the public page: closed and the reason; the guesses stay secret until the hunt finishes
    const { hunt: shownHunt } = await page(client)
    const shown = shownHunt.guessing
    assert.deepInclude(shown, { open: false, closed_by_payout: true })
    assert.deepInclude(shown, { count: 1, guesses: [] })
    // the admin page gets the same flag
    const adminPage = await client.get(urlFor('admin.bonus_hunt')).withInertia().loginAs(admin)
    assert.isTrue((adminPage.inertiaProps as any).hunt.guessing.closed_by_payout)

    // a later payout keeps the first close time
    await expectStatus(payout(client, admin, slots[1].id, 5), 200)
    await hunt.refresh()
    assert.equal(hunt.firstPayoutAt!.toMillis(), closedAt)
  })

  test('after the first payout a new or changed guess is refused and nothing changes', async ({ client, assert }) => {
    const { slots, admin } = await openHunt()
    const user = await createUser()
    const other = await createUser()
    await expectStatus(guess(client, user, 40), 200)
    await expectStatus(payout(client, admin, slots[0].id, 25), 200)
    const before = await guessRows()

    for (const [who, amount] of [
      [user, 25],
      [other, 25],
    ] as const) {
      const response = await guess(client, who, amount)
      response.assertStatus(422)
      response.assertBodyContains({ message: en(GUESSING_CLOSED_BY_PAYOUT.guessRefused) })
    }
    assert.deepEqual(await guessRows(), before)
  })

  test('guessing cannot be opened again once a payout was recorded, even after it is cleared', async ({
    client,
    assert,
  }) => {
    const { hunt, slots, admin } = await openHunt()
    await expectStatus(payout(client, admin, slots[0].id, 25), 200)
    // "not opened after all": the payout was public for a while, guessing stays shut
    await expectStatus(payout(client, admin, slots[0].id, ''), 200)
    const guessingAudits = () => db.from('audit_logs').where('action', 'bonus_hunt.guessing')
    const audits = await guessingAudits()

    const refused = await setGuessingAs(client, admin, { open: true, prize: 100 })
    refused.assertStatus(422)
    refused.assertBodyContains({ message: en(GUESSING_CLOSED_BY_PAYOUT.reopenRefused) })
    await hunt.refresh()
    assert.isFalse(hunt.guessingOpen)
    assert.isNull(hunt.guessPrize)
    assert.deepEqual(await guessingAudits(), audits)
    // closing (or setting the prize while closed) is still allowed
    await expectStatus(setGuessingAs(client, admin, { open: false, prize: 100 }), 200)
  })

  test('a hunt whose bonuses already hold payouts cannot open guessing', async ({ client }) => {
    await huntPaying([10], { guessingOpen: false })
    const admin = await createUser({ admin: true })
    const refused = await setGuessingAs(client, admin, { open: true })
    refused.assertStatus(422)
    refused.assertBodyContains({ message: en(GUESSING_CLOSED_BY_PAYOUT.reopenRefused) })
  })

  test('guesses racing the first payout are stored before the close or refused, never after', async ({
    client,
    assert,
  }) => {
    const { hunt, slots, admin } = await openHunt()
    const users = await Promise.all(Array.from({ length: 12 }, () => createUser()))

    const guesses = users.map((user, i) => guess(client, user, 100 + i))
    const results = await Promise.all([
      ...guesses.slice(0, 6),
      payout(client, admin, slots[0].id, 25),
      ...guesses.slice(6),
    ])
    const answered = results.filter((_, i) => i !== 6)
    results[6].assertStatus(200)

    await hunt.refresh()
    assert.isFalse(hunt.guessingOpen)
    const closedAt = hunt.firstPayoutAt!.toMillis()
    const rows = await HuntGuess.query().where('bonus_hunt_id', hunt.id)
    const stored = new Map(rows.map((r) => [r.userId, r]))
    answered.forEach((response, i) => {
      const user = users[i]
      if (response.status() === 200) {
        // stored, and before the payout closed guessing
        assert.isTrue(stored.has(user.id), `${user.username} answered 200 but has no guess`)
        assert.isAtMost(stored.get(user.id)!.guessedAt.toMillis(), closedAt)
      } else {
        response.assertStatus(422)
        response.assertBodyContains({ message: en(GUESSING_CLOSED_BY_PAYOUT.guessRefused) })
        assert.isFalse(stored.has(user.id), `${user.username} was refused but has a guess`)
      }
    })
    assert.equal(rows.length, answered.filter((r) => r.status() === 200).length)

    // and every guess after it is refused
    await expectStatus(guess(client, users[0], 1), 422)
    assert.lengthOf(await HuntGuess.query().where('bonus_hunt_id', hunt.id), rows.length)
  })
})
