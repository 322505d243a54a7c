import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { expectStatus } from '#tests/helpers/http/requests'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { BonusHuntFactory, paidSlots } from '#database/factories/hunt_factory'
import type User from '#models/user'
import { GUESS_PRIZE_REFERENCE } from '#services/hunt/guessing'
import { auditPoints } from '#services/points/consistency_audit'
import { guessSeasonBoard, seasonStart } from '#services/hunt/guess_season'
import { dbTimestamp } from '#infra/db/time'
import { FakeKickApi, chat, kickPublicPem, postKickEvent, signed, useFakeKick } from '#tests/helpers/fakes/kick'

/** A live hunt, guessing open, whose bonuses paid `payouts` (the final balance is their sum) */
function huntPaying(payouts: (number | null)[]) {
  return BonusHuntFactory.merge({ guessingOpen: true })
    .with('slots', payouts.length, (slot) => slot.merge(paidSlots(payouts)))
    .create()
}

const guess = (client: ApiClient, user: User, amount: number) =>
  expectStatus(jsonAs(client, user).post(urlFor('economy.hunt_guess')).json({ amount }), 200)

const guessing = (client: ApiClient, admin: User, body: object) =>
  jsonAs(client, admin).post(urlFor('admin_api.hunt.guessing')).json(body)

const finish = (client: ApiClient, admin: User) => jsonAs(client, admin).post(urlFor('admin_api.hunt.finish')).json({})

const balanceOf = async (user: User) => {
  await user.refresh()
  return user.balance
}

test.group('Guess the balance / the top N', (group) => {
  group.each.setup(() => resetDatabase())

  test('three places are paid once, in order of closeness, even when two finishes race', async ({ client, assert }) => {
    const hunt = await huntPaying([60, 40])
    const admin = await createUser({ admin: true })
    const [far, first, second, third] = await Promise.all(
      ['far', 'first', 'second', 'third'].map((username) => createUser({ username }))
    )
    await guess(client, far, 500)
    await guess(client, first, 101)
    await guess(client, second, 97)
    await guess(client, third, 104.5)
    // closing with the places (guessing cannot open again once payouts exist)
    const set = await guessing(client, admin, { open: false, prizes: [500, 200, 0] })
    set.assertStatus(200)
    await hunt.refresh()
    assert.equal(hunt.guessPrize, 500)

    const [one, two] = await Promise.all([finish(client, admin), finish(client, admin)])
    assert.sameMembers([one.status(), two.status()], [200, 422])

    const prizes = await db
      .from('point_transactions')
      .where('reference_type', GUESS_PRIZE_REFERENCE)
      .orderBy('id')
      .select('user_id', 'delta', 'reason')
    assert.deepEqual(
      prizes.map((p) => [p.user_id, Number(p.delta), p.reason]),
      [
        [first.id, 500, 'hunt'],
        [second.id, 200, 'hunt'],
      ]
    )
    const places = await db
      .from('hunt_guesses')
      .whereNotNull('place')
      .orderBy('place')
      .select('user_id', 'place', 'prize_points')
    assert.deepEqual(
      places.map((p) => [p.user_id, p.place, p.prize_points]),
      [
        [first.id, 1, 500],
        [second.id, 2, 200],
        [third.id, 3, null],
      ]
    )
    assert.equal(await balanceOf(first), 500)
    assert.equal(await balanceOf(far), 0)
    assert.deepEqual(await auditPoints(), [])
    const page = await client.get(urlFor('bonus_hunt')).withInertia()
    const shown = (page.inertiaProps as any).hunt.guessing
    assert.deepEqual(shown.prizes, [500, 200, 0])
    assert.deepEqual(
      shown.guesses.slice(0, 3).map((g: any) => [g.username, g.place, g.prize]),
      [
        ['first', 1, 500],
        ['second', 2, 200],
        ['third', 3, null],
      ]
    )
    assert.equal(shown.winner.username, 'first')
  })

  test("a client sending only today's fields sets one place; places are refused when malformed", async ({
    client,
    assert,
  }) => {
    const hunt = await BonusHuntFactory.merge({ guessingOpen: false }).create()
    const admin = await createUser({ admin: true })
    await expectStatus(guessing(client, admin, { open: true, prizes: [100, 50] }), 200)
    await expectStatus(guessing(client, admin, { open: true, prize: 300 }), 200)
    await hunt.refresh()
    assert.equal(hunt.guessPrize, 300)
    assert.isNull(hunt.guessPrizes)
    for (const prizes of [[], Array.from({ length: 11 }, () => 1), [-1], [1.5], ['5']]) {
      await expectStatus(guessing(client, admin, { open: true, prizes }), 422)
    }
    const moderator = await createUser({ role: 'moderator' })
    await expectStatus(guessing(client, moderator, { open: true, prizes: [300, 200] }), 403)
  })
})

test.group('Guess the balance / !gtb from chat', (group) => {
  const kick = new FakeKickApi()
  useFakeKick(group, kick, { KICK_WEBHOOK_PUBLIC_KEY: kickPublicPem })

  const say = (client: ApiClient, kickId: number, content: string) =>
    expectStatus(postKickEvent(client, signed('chat.message.sent', chat(kickId, 'viewer', 1, content))), 200)

  test('a linked chatter guesses into the same table; unlinked, malformed and closed are refused', async ({
    client,
    assert,
  }) => {
    const hunt = await BonusHuntFactory.merge({ guessingOpen: true }).create()
    const linked = await createUser({ kickId: '4242', kickUsername: 'viewer' })
    await say(client, 4242, '!gtb 1,234.50')
    await say(client, 5555, '!gtb 99')
    await say(client, 4242, '!gtb lots')
    let rows = await db.from('hunt_guesses').select('user_id', 'amount')
    assert.deepEqual(
      rows.map((r) => [r.user_id, Number(r.amount)]),
      [[linked.id, 1234.5]]
    )
    await say(client, 4242, '!GTB $2,000')
    rows = await db.from('hunt_guesses').select('user_id', 'amount')
    assert.deepEqual(
      rows.map((r) => [r.user_id, Number(r.amount)]),
      [[linked.id, 2000]]
    )
    hunt.guessingOpen = false
    await hunt.save()
    await say(client, 4242, '!gtb 5')
    rows = await db.from('hunt_guesses').select('amount')
    assert.deepEqual(
      rows.map((r) => Number(r.amount)),
      [2000]
    )
  })
})

test.group('Guess the balance / the season board', (group) => {
  group.each.setup(() => resetDatabase())

  /** A hunt finished at `at` with the final balance `final` and these users' guesses */
  async function finishedHunt(at: DateTime, final: number, guesses: [User, number][]) {
    const hunt = await BonusHuntFactory.merge({ status: 'finished' }).create()
    await db
      .from('bonus_hunts')
      .where('id', hunt.id)
      .update({ final_balance: final, finished_at: dbTimestamp(db.connection(), at) })
    for (const [index, [user, amount]] of guesses.entries()) {
      await db.table('hunt_guesses').insert({
        bonus_hunt_id: hunt.id,
        user_id: user.id,
        amount,
        guessed_at: dbTimestamp(db.connection(), at.minus({ minutes: 10 - index })),
        created_at: dbTimestamp(db.connection(), at),
      })
    }
  }

  test('closeness points over the month, summed in SQL, hand-computed', async ({ assert }) => {
    const [ana, bo, cy] = await Promise.all(['ana', 'bo', 'cy'].map((username) => createUser({ username })))
    const month = DateTime.utc(2026, 10, 1)
    // hunt 1 (final 1,000): ana 950 → 95, bo 1,100 → 90, cy 3,000 → 0
    await finishedHunt(month.plus({ days: 3 }), 1000, [
      [ana, 950],
      [bo, 1100],
      [cy, 3000],
    ])
    // hunt 2 (final 200): bo 200 → 100, ana 150 → 75
    await finishedHunt(month.plus({ days: 20 }), 200, [
      [bo, 200],
      [ana, 150],
    ])
    // the month before does not count
    await finishedHunt(month.minus({ days: 2 }), 100, [[cy, 100]])
    const board = await guessSeasonBoard(seasonStart('2026-10'))
    assert.equal(board.month, '2026-10')
    assert.deepEqual(
      board.rows.map((r) => [r.rank, r.username, r.points, r.best, r.hunts]),
      [
        [1, 'bo', 190, 100, 2],
        [2, 'ana', 170, 95, 2],
        [3, 'cy', 0, 0, 1],
      ]
    )
  })
})
