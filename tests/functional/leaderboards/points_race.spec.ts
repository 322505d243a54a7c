import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { createHash } from 'node:crypto'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import LeaderboardSetting from '#models/leaderboard_setting'
import LeaderboardHistory from '#models/leaderboard_history'
import User from '#models/user'
import BonusHunt from '#models/bonus_hunt'
import HuntSlot from '#models/hunt_slot'
import type { PointReason } from '#models/point_transaction'
import { applyPointChange } from '#services/points/ledger'
import { dbTimestamp } from '#infra/db/time'
import { rolloverLeaderboards } from '#services/leaderboards/rollover'
import { accrueClosedWindows } from '#services/chat_points/accrue_points'
import { windowStart } from '#services/chat_points/chat_activity'
import { POINTS } from '#shared/points'
import { recomputeBoardRecord } from '#tests/helpers/database/board_records'

const utc = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' }) as DateTime<true>
const JANUARY = utc('2026-01-01T00:00:00')
const FEBRUARY = utc('2026-02-01T00:00:00')
const MARCH = utc('2026-03-01T00:00:00')

/** A ledger row for `user` dated `at` (the ledger stamps "now"; the date is then moved) */
async function ledger(user: User, delta: number, reason: PointReason, at: DateTime) {
  await db.transaction(async (trx) => {
    const { transactionId } = await applyPointChange(trx, { userId: user.id, delta, reason })
    await trx
      .from('point_transactions')
      .where('id', transactionId)
      .update({ created_at: dbTimestamp(trx, at) })
  })
}

/** The points race for January 2026, with a prize pool */
function januaryRace(prize = 1000) {
  return LeaderboardSetting.create({
    provider: 'points',
    enabled: true,
    prize,
    startDate: JANUARY,
    endDate: FEBRUARY,
    autoRestart: true,
    maskUsernames: false,
  })
}

type Row = { username: string; wagered: number; prize: number }

/** The board as a guest's visit of /leaderboard/points receives it */
async function pointsPage(client: ApiClient) {
  const response = await client.get(urlFor('leaderboard.points')).withInertia()
  response.assertStatus(200)
  return response.inertiaProps as {
    initial: string
    board: { provider: string; prize: number; total: number; leaderboard: Row[]; history: any[] }
  }
}

const standings = (rows: Row[]) => rows.map((r) => [r.username, r.wagered])

/** The ranked [name, points] pairs of /leaderboard/points */
async function pointsStandingsShown(client: ApiClient) {
  const { board } = await pointsPage(client)
  return standings(board.leaderboard)
}

test.group('Points race / what counts as earned', (group) => {
  group.each.setup(() => resetDatabase())

  test('chat and admin grants count; purchases, vault, refunds, other months do not', async ({ client, assert }) => {
    await januaryRace()
    const mid = utc('2026-01-15T12:00:00')
    const ada = await createUser({ username: 'Ada' })
    await ledger(ada, 120, 'accrual', mid)
    await ledger(ada, 50, 'admin', mid)
    await ledger(ada, -100, 'purchase', mid) // spending does not lower the score
    await ledger(ada, 60, 'refund', mid) // a refund gives back spent points: not earned
    await ledger(ada, -20, 'vault', mid)
    await ledger(ada, 999, 'accrual', utc('2025-12-31T23:59:59')) // the month before
    await ledger(ada, 999, 'admin', FEBRUARY) // the end is excluded
    const refunded = await createUser({ username: 'OnlyRefunds' })
    await ledger(refunded, 5000, 'refund', mid)
    const corrected = await createUser({ username: 'Corrected' })
    await ledger(corrected, 300, 'admin', mid)
    await ledger(corrected, -300, 'admin', mid) // an admin's correction takes a grant back

    const { initial, board } = await pointsPage(client)
    assert.equal(initial, 'points')
    assert.equal(board.provider, 'points')
    assert.equal(board.total, 1)
    assert.deepEqual(standings(board.leaderboard), [['Ada', 170]])
  })

  test('ranked by points earned; a tie goes to whoever got there first', async ({ client, assert }) => {
    await januaryRace()
    const [early, late, top, low] = await Promise.all(
      ['EarlyBird', 'LateComer', 'TopChatter', 'LowKey'].map((username) => createUser({ username }))
    )
    // EarlyBird reaches 100 before LateComer, though LateComer's first points came first
    await ledger(late, 40, 'accrual', utc('2026-01-02T10:00:00'))
    await ledger(early, 100, 'accrual', utc('2026-01-03T10:00:00'))
    await ledger(late, 60, 'admin', utc('2026-01-04T10:00:00'))
    await ledger(low, 6, 'accrual', utc('2026-01-05T10:00:00'))
    await ledger(top, 300, 'accrual', utc('2026-01-06T10:00:00'))

    const { board } = await pointsPage(client)
    assert.deepEqual(standings(board.leaderboard), [
      ['TopChatter', 300],
      ['EarlyBird', 100],
      ['LateComer', 100],
      ['LowKey', 6],
    ])
    // the public Show More pages rank the same way
    const page = await client.get(
      urlFor('leaderboards.public.entries', { provider: 'points' }, { qs: { offset: 1, limit: 2 } })
    )
    page.assertStatus(200)
    assert.deepEqual(standings(page.body().entries), [
      ['EarlyBird', 100],
      ['LateComer', 100],
    ])
    assert.equal(page.body().total, 4)
  })

  test('a grant and a chat window show on the cached board as soon as they commit', async ({ client, assert }) => {
    // no settings row: the race runs this UTC month
    const admin = await createUser({ admin: true, username: 'Boss' })
    const viewer = await createUser({ username: 'Viewer' })
    assert.deepEqual(await pointsStandingsShown(client), [])

    const grant = await jsonAs(client, admin)
      .post(urlFor('admin_api.users.points', { id: viewer.id }))
      .json({ delta: 250, reason: 'Stream giveaway' })
    grant.assertStatus(200)
    assert.deepEqual(await pointsStandingsShown(client), [['Viewer', 250]])

    const chatter = await createUser({ username: 'Chatter' })
    await User.query().where('id', chatter.id).update({ kick_id: '9001' })
    const now = DateTime.utc()
    await db.table('chat_activities').insert({
      kick_user_id: '9001',
      window_start: dbTimestamp(db.connection(), windowStart(now)),
    })
    await pointsPage(client) // cached again before the accrual
    assert.deepEqual(await accrueClosedWindows(now.plus({ minutes: 11 })), {
      windows: 1,
      credited: 1,
    })
    assert.deepEqual(await pointsStandingsShown(client), [
      ['Viewer', 250],
      ['Chatter', POINTS.perWindow],
    ])
  })

  test("a finished hunt's guess prize counts, on the cached board at once", async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const guesser = await createUser({ username: 'Guesser' })
    const hunt = await BonusHunt.create({
      title: 'Guess Night',
      startingBalance: 1000,
      status: 'live',
      guessingOpen: false,
    })
    // unopened: guessing can open only before the first payout
    const slot = await HuntSlot.create({
      bonusHuntId: hunt.id,
      position: 1,
      slotName: 'Slot',
      betSize: 1,
      amount: null,
    })
    const as = async (path: string, body: object) => {
      const response = await jsonAs(client, admin).post(path).json(body)
      response.assertStatus(200)
    }
    await as(urlFor('admin_api.hunt.guessing'), { open: true, prize: 750 })
    const placed = await jsonAs(client, guesser).post(urlFor('economy.hunt_guess')).json({ amount: 75 })
    placed.assertStatus(200)
    assert.deepEqual(await pointsStandingsShown(client), [])
    const paid = await jsonAs(client, admin)
      .put(urlFor('admin_api.hunt.slots.payout', { id: slot.id }))
      .json({ amount: 80 })
    paid.assertStatus(200)

    await as(urlFor('admin_api.hunt.finish'), {})
    assert.deepEqual(await pointsStandingsShown(client), [['Guesser', 750]])
  })
})

test.group('Points race / prizes, tab and admin', (group) => {
  group.each.setup(() => resetDatabase())

  test('the admin sets its prize pool; the top ranks share it by the split', async ({ client, assert }) => {
    await januaryRace(0)
    const admin = await createUser({ admin: true })
    for (const [i, name] of ['One', 'Two', 'Three'].entries()) {
      await ledger(await createUser({ username: name }), 300 - i * 100, 'accrual', JANUARY)
    }
    const saved = await jsonAs(client, admin)
      .put(urlFor('admin_api.leaderboards.settings', { provider: 'points' }))
      .json({ prize: 1000 })
    saved.assertStatus(200)
    assert.equal(saved.body().leaderboard.provider, 'points')
    assert.equal(saved.body().leaderboard.prize, 1000)

    const { board } = await pointsPage(client)
    assert.equal(board.prize, 1000)
    assert.deepEqual(
      board.leaderboard.map((r) => r.prize),
      [400, 200, 120]
    )

    // the admin page lists its card; partner-only actions refuse the points race
    const page = await client.get(urlFor('admin.leaderboard')).loginAs(admin).withInertia()
    page.assertStatus(200)
    const settings = page.inertiaProps.settings as { provider: string }[]
    assert.include(
      settings.map((s) => s.provider),
      'points'
    )
    const source = await jsonAs(client, admin)
      .post(urlFor('admin_api.leaderboards.source.test', { provider: 'points' }))
      .json({})
    source.assertStatus(404)
    assert.equal(source.body().message, 'Unknown leaderboard provider')
    const guest = await client.put(urlFor('admin_api.leaderboards.settings', { provider: 'points' })).json({ prize: 5 })
    assert.oneOf(guest.status(), [401, 403, 419])
    const stored = await LeaderboardSetting.findByOrFail('provider', 'points')
    assert.equal(stored.prize, 1000)
  })

  test('its own tab beside the partner boards; /leaderboard?l=points opens it too', async ({ client, assert }) => {
    const page = await client.get(urlFor('leaderboard'))
    const html = page.text()
    assert.match(html, /data-board="points"[^>]*>.*?Points Race/s)
    for (const partner of ['celsius', 'skinfans', 'xfun', 'hypedrop']) {
      assert.include(html, `data-board="${partner}"`)
    }
    const points = await client.get(urlFor('leaderboard.points'))
    points.assertStatus(200)
    assert.include(points.text(), 'Points Race')

    const picked = await client.get(urlFor('leaderboard', {}, { qs: { l: 'points' } })).withInertia()
    assert.equal(picked.inertiaProps.initial, 'points')
    assert.equal((picked.inertiaProps.board as { provider: string }).provider, 'points')
  })

  test('a guest visit of the points race writes nothing', async ({ client, assert }) => {
    await januaryRace()
    await ledger(await createUser({ username: 'Ada' }), 50, 'accrual', JANUARY)
    const count = async () => {
      const tables = ['point_transactions', 'leaderboard_settings', 'leaderboard_histories']
      return Promise.all(
        tables.map(async (table) => {
          const [row] = await db.from(table).count('* as n')
          return Number(row.n)
        })
      )
    }
    const before = await count()
    await pointsPage(client)
    await client.get(urlFor('leaderboard.points'))
    await client.get(urlFor('leaderboards.public.entries', { provider: 'points' }, { qs: { offset: 0, limit: 50 } }))
    assert.deepEqual(await count(), before)
  })
})

test.group('Points race / month end', (group) => {
  group.each.setup(() => resetDatabase())

  test('the rollover freezes the month with its digest and starts the next month', async ({ client, assert }) => {
    await januaryRace(1000)
    const ada = await createUser({ username: 'Ada' })
    const bob = await createUser({ username: 'Bob' })
    await ledger(ada, 150, 'accrual', utc('2026-01-10T00:00:00'))
    await ledger(bob, 90, 'admin', utc('2026-01-20T00:00:00'))
    await ledger(bob, -50, 'purchase', utc('2026-01-21T00:00:00'))
    await ledger(bob, 40, 'accrual', utc('2026-02-01T00:05:00')) // already February

    const results = await rolloverLeaderboards(utc('2026-02-01T00:10:00'))
    assert.deepEqual(
      results.map((r) => [r.provider, r.archived]),
      [['points', 2]]
    )
    const history = await LeaderboardHistory.query().where('provider', 'points').firstOrFail()
    const record = await client.get(urlFor('leaderboards.history.show', { id: history.id })).accept('json')
    record.assertStatus(200)
    const body = record.body()
    assert.equal(createHash('sha256').update(body.canonical, 'utf8').digest('hex'), body.sha256)
    const frozen = JSON.parse(body.canonical)
    assert.equal(frozen.provider, 'points')
    assert.equal(frozen.start_date, '2026-01-01T00:00:00.000Z')
    assert.equal(frozen.end_date, '2026-02-01T00:00:00.000Z')
    assert.deepEqual(
      frozen.board.map(({ name_commit: _, ...row }: { name_commit: string }) => row),
      [
        { points: '150', prize: '400.00', rank: 1 },
        { points: '90', prize: '200.00', rank: 2 },
      ]
    )
    assert.deepEqual(
      body.names.map((n: string[]) => n[0]),
      ['Ada', 'Bob']
    )
    assert.deepEqual(recomputeBoardRecord(body).ranks, ['match', 'match'])
    assert.deepEqual(
      body.winners.map((w: { name: string; payout: { status: string } }) => [w.name, w.payout.status]),
      [
        ['Ada', 'pending'],
        ['Bob', 'pending'],
      ]
    )

    // the new period is February: only Bob's February points, and January in the history
    const setting = await LeaderboardSetting.findByOrFail('provider', 'points')
    assert.equal(setting.startDate.toMillis(), FEBRUARY.toMillis())
    assert.equal(setting.endDate.toMillis(), MARCH.toMillis())
    const { board } = await pointsPage(client)
    assert.deepEqual(standings(board.leaderboard), [['Bob', 40]])
    assert.deepEqual(
      board.history.map((h) => [h.id, h.top[0].name, h.top[0].wagered]),
      [[history.id, 'Ada', 150]]
    )
    // a second run archives nothing more
    assert.deepEqual(await rolloverLeaderboards(utc('2026-02-01T00:20:00')), [])
  })
})
