import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { auditPointsAfterEach, createBuyers } from '#tests/helpers/database/economy'
import { clearKeptPages } from '#http_cache/public_pages'
import { auditPoints } from '#services/points/consistency_audit'
import { sharePool } from '#services/predictions/pool_shares'
import { ERROR_CODES } from '#shared/errors'

/**
 * Predictions with points (docs/product.md#predictions): stakes through the ledger under racing
 * requests, the lock, resolution shared to the last point, cancellation and refunds, and
 * points:audit accounting for the held pool at every step
 */
const stakeUrl = (id: number) => urlFor('economy.prediction_stake', { id })
const adminUrl = (name: 'lock' | 'resolve' | 'cancel', id: number) => urlFor(`admin_api.predictions.${name}`, { id })
const totalPoints = async () => {
  const row = await db.from('users').sum('balance as total').first()
  return Number(row.total)
}
const balanceOf = async (user: User) => {
  const row = await db.from('users').where('id', user.id).select('balance').first()
  return Number(row.balance)
}

async function openPrediction(client: ApiClient, outcomes: string[], limits = { min_stake: 10, max_stake: 500 }) {
  const moderator = await createUser({ role: 'moderator' })
  const api = jsonAs(client, moderator)
  const answer = await api.post(urlFor('admin_api.predictions.create'), {
    question: 'Does the bonus pay over 100x?',
    outcomes,
    locks_at: new Date(Date.now() + 60_000).toISOString(),
    ...limits,
  })
  answer.assertStatus(200)
  return { api, moderator, id: answer.body().prediction.id as number }
}

const stake = (client: ApiClient, user: User, id: number, outcome: number, amount: number) =>
  client.post(stakeUrl(id)).loginAs(user).sameOrigin().accept('json').json({ outcome, amount })

test.group('Predictions', (group) => {
  group.each.setup(async () => {
    await resetToDemoSite()
    clearKeptPages()
  })
  auditPointsAfterEach(group)

  test('the pool is shared in proportion, remainders to the largest fractions then the earliest stake', ({
    assert,
  }) => {
    const at = (id: number) => id * 1000
    // 100 points over three equal winners: 33 each and one left, to the earliest
    const equal = sharePool(
      100,
      [1, 2, 3]
        .map((id) => ({ id, outcome: 0, amount: 10, stakedAt: at(id) }))
        .concat([{ id: 4, outcome: 1, amount: 70, stakedAt: at(4) }]),
      0
    )
    assert.deepEqual(
      [...equal.entries()],
      [
        [1, 34],
        [2, 33],
        [3, 33],
        [4, 0],
      ]
    )
    // 1000 points, winners 3 and 7 of 10: 300 and 700 exactly
    const exact = sharePool(
      1000,
      [
        { id: 1, outcome: 1, amount: 3, stakedAt: 1 },
        { id: 2, outcome: 1, amount: 7, stakedAt: 2 },
      ],
      1
    )
    assert.deepEqual([...exact.values()], [300, 700])
    // 10 points, stakes 1 and 2: 3.33 and 6.67 → the larger fraction (the second) gets the point
    const fractions = sharePool(
      10,
      [
        { id: 1, outcome: 0, amount: 1, stakedAt: 1 },
        { id: 2, outcome: 0, amount: 2, stakedAt: 2 },
      ],
      0
    )
    assert.deepEqual([...fractions.values()], [3, 7])
    // nobody on the winner: every stake back
    const refund = sharePool(
      30,
      [
        { id: 1, outcome: 0, amount: 10, stakedAt: 1 },
        { id: 2, outcome: 1, amount: 20, stakedAt: 2 },
      ],
      2
    )
    assert.deepEqual([...refund.values()], [10, 20])
  })

  test('racing stakes, a lock in the middle, resolution to the last point', async ({ client, assert }) => {
    const before = await totalPoints()
    const { api, moderator, id } = await openPrediction(client, ['Yes', 'No', 'Push'])
    const viewers = await createBuyers(12, 300)
    const start = await totalPoints()

    // each viewer at once: a stake and an addition on the same outcome, and one on the other
    const plan = viewers.flatMap((viewer, index) => [
      { viewer, outcome: index % 3 === 2 ? 1 : 0, amount: 37 + index },
      { viewer, outcome: index % 3 === 2 ? 1 : 0, amount: 100 },
      { viewer, outcome: 2, amount: 20 },
    ])
    const answers = await Promise.all(plan.map((p) => stake(client, p.viewer, id, p.outcome, p.amount)))
    const accepted = answers.filter((answer) => answer.status() === 200)
    // the first stake of each viewer fixes their outcome: every other outcome is refused
    for (const answer of answers) assert.oneOf(answer.status(), [200, 409, 422], answer.text())
    const stakes = await db.from('prediction_stakes').where('prediction_id', id)
    assert.lengthOf(stakes, 12)
    const pool = stakes.reduce((sum, row) => sum + Number(row.amount), 0)
    const prediction = await db.from('predictions').where('id', id).first()
    assert.equal(Number(prediction.pool), pool)
    assert.equal(await totalPoints(), start - pool)
    assert.isAbove(accepted.length, 12)
    assert.deepEqual(await auditPoints(), [])

    // over the maximum (500 each; every stake so far is at least 20): refused, nothing moves
    const greedy = await stake(
      client,
      viewers[0],
      id,
      Number(stakes.find((s) => Number(s.user_id) === viewers[0].id)!.outcome),
      490
    )
    assert.equal(greedy.body().error, ERROR_CODES.unusableInput)

    // lock in the middle of a second wave: after it, every stake is refused
    const late = viewers.slice(0, 6)
    const wave = late.map((viewer) => stake(client, viewer, id, 0, 1))
    const lock = await api.post(adminUrl('lock', id))
    lock.assertStatus(200)
    await Promise.all(wave)
    const afterLock = await stake(client, viewers[1], id, 0, 5)
    afterLock.assertStatus(422)
    assert.equal(afterLock.body().error, ERROR_CODES.invalidState)
    const locked = await db.from('predictions').where('id', id).first()
    const lockedStakes = await db.from('prediction_stakes').where('prediction_id', id)
    assert.equal(
      Number(locked.pool),
      lockedStakes.reduce((sum, row) => sum + Number(row.amount), 0)
    )

    // resolution needs a fresh confirmation
    const stale = jsonAs(client, moderator, { confirmed: false })
    const unconfirmed = await stale.post(adminUrl('resolve', id), { outcome: 0 })
    unconfirmed.assertStatus(403)
    assert.equal(unconfirmed.body().error, ERROR_CODES.confirmationRequired)

    const resolved = await api.post(adminUrl('resolve', id), { outcome: 0 })
    resolved.assertStatus(200)
    const paid = await db.from('prediction_stakes').where('prediction_id', id)
    const total = Number(locked.pool)
    assert.equal(
      paid.reduce((sum, row) => sum + Number(row.payout), 0),
      total
    )
    for (const row of paid) {
      if (Number(row.outcome) !== 0) assert.equal(Number(row.payout), 0)
    }
    // nothing lost or invented: the points in the system are those before
    assert.equal(await totalPoints(), start)
    assert.equal(start - before, 12 * 300)
    // a second settlement finds nothing to move
    const again = await api.post(adminUrl('cancel', id))
    again.assertStatus(409)
    assert.deepEqual(await auditPoints(), [])
  })

  test('cancelled, or nobody on the winner: every stake refunded', async ({ client, assert }) => {
    const viewers = await createBuyers(4, 200)
    const first = await openPrediction(client, ['A', 'B'])
    for (const [index, viewer] of viewers.entries()) {
      const answer = await stake(client, viewer, first.id, index % 2, 50 + index)
      answer.assertStatus(200)
    }
    assert.deepEqual(await auditPoints(), [])
    await first.api.post(adminUrl('cancel', first.id)).then((a) => a.assertStatus(200))
    for (const viewer of viewers) assert.equal(await balanceOf(viewer), 200)

    const second = await openPrediction(client, ['A', 'B', 'C'])
    await stake(client, viewers[0], second.id, 0, 40).then((a) => a.assertStatus(200))
    await stake(client, viewers[1], second.id, 1, 60).then((a) => a.assertStatus(200))
    await second.api.post(adminUrl('resolve', second.id), { outcome: 2 }).then((a) => a.assertStatus(200))
    for (const viewer of viewers) assert.equal(await balanceOf(viewer), 200)

    // the page shows both, settled, and the viewer's own payout
    const page = await client.get('/predictions').loginAs(viewers[0]).withInertia()
    const props = page.inertiaProps as any
    assert.deepEqual(
      props.predictions.map((p: any) => p.status),
      ['resolved', 'cancelled']
    )
    assert.deepInclude(props.mine, { prediction_id: second.id, outcome: 0, amount: 40, payout: 40 })
  })

  test('refusals: limits, one outcome, too few points, guests, bad input', async ({ client, assert }) => {
    const { id } = await openPrediction(client, ['A', 'B'], { min_stake: 50, max_stake: 100 })
    const [rich, poor] = await createBuyers(2, 1000)
    await db.from('users').where('id', poor.id).update({ balance: 60 })
    await db.from('point_transactions').where('user_id', poor.id).update({ delta: 60, balance_after: 60 })
    const refused = async (answer: Awaited<ReturnType<typeof stake>>, code: string) => {
      assert.equal(answer.body().error, code, answer.text())
    }
    await refused(await stake(client, rich, id, 0, 49), ERROR_CODES.unusableInput)
    await refused(await stake(client, rich, id, 5, 60), ERROR_CODES.invalidInput)
    await stake(client, rich, id, 0, 60).then((a) => a.assertStatus(200))
    await refused(await stake(client, rich, id, 1, 10), ERROR_CODES.conflict)
    await refused(await stake(client, rich, id, 0, 41), ERROR_CODES.unusableInput)
    await stake(client, rich, id, 0, 40).then((a) => a.assertStatus(200))
    await refused(await stake(client, poor, id, 1, 70), ERROR_CODES.insufficientPoints)
    const bad = await client
      .post(stakeUrl(id))
      .loginAs(rich)
      .sameOrigin()
      .accept('json')
      .json({ outcome: 0, amount: '10' })
    bad.assertStatus(422)
    const guest = await client.post(stakeUrl(id)).sameOrigin().accept('json').json({ outcome: 0, amount: 60 })
    guest.assertStatus(401)
    const missing = await stake(client, rich, 999_999, 0, 60)
    missing.assertStatus(404)
    const viewer = jsonAs(client, rich)
    const notStaff = await viewer.post(urlFor('admin_api.predictions.create'), {
      question: 'x',
      outcomes: ['a', 'b'],
      locks_at: new Date(Date.now() + 60_000).toISOString(),
    })
    notStaff.assertStatus(403)
    assert.equal(await balanceOf(rich), 900)
  })

  test('one outcome or eleven are refused with the catalog’s words', async ({ client, assert }) => {
    const api = jsonAs(client, await createUser({ role: 'moderator' }))
    for (const outcomes of [['Only'], Array.from({ length: 11 }, (_, i) => `Outcome ${i + 1}`)]) {
      const answer = await api.post(urlFor('admin_api.predictions.create'), {
        question: 'Does the bonus pay over 100x?',
        outcomes,
        locks_at: new Date(Date.now() + 60_000).toISOString(),
      })
      answer.assertStatus(422)
      assert.deepEqual(answer.body().errors, { outcomes: ['Give 2 to 10 outcomes of 1 to 60 characters each'] })
    }
    assert.lengthOf(await db.from('predictions'), 0)
  })
})
