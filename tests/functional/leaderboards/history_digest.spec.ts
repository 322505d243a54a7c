import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { createHash } from 'node:crypto'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { BoardFactory, JANUARY, boardPlayers } from '#database/factories/board_factory'
import LeaderboardHistory from '#models/leaderboard_history'
import AuditLog from '#models/audit_log'
import type User from '#models/user'
import { rolloverLeaderboards } from '#services/leaderboards/rollover'
import { BOARD_FORMAT, PAYOUT_MESSAGES, freezeBoard } from '#services/leaderboards/board_record'
import { canonicalJson } from '#shared/canonical_json'
import { PAYOUT_INPUT_MESSAGES } from '#validators/leaderboard'
import { recomputeBoardRecord } from '#tests/helpers/database/board_records'
import { en } from '#tests/helpers/i18n/english'

const utc = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' }) as DateTime<true>

/** A xfun board whose January ended, 12 players (one with a fractional wager), then rolled over */
async function rolledOverBoard(maskUsernames = false) {
  const board = await BoardFactory.merge({ maskUsernames }).create()
  await boardPlayers(board, 12, (i) => ({ wagered: 1000 * (i + 1) + (i === 11 ? 0.1 : 0) }), 'Player')
  await rolloverLeaderboards(utc('2026-02-01T00:10:00'))
  return LeaderboardHistory.query().where('provider', 'xfun').firstOrFail()
}

const record = async (client: ApiClient, id: number) => {
  const response = await client.get(urlFor('leaderboards.history.show', { id })).accept('json')
  response.assertStatus(200)
  return response.body()
}

const setPayout = (client: ApiClient, user: User, id: number, rank: number, body: object) =>
  jsonAs(client, user).put(urlFor('admin_api.leaderboards.payout', { id, rank })).json(body)

test.group('Leaderboard history / frozen board and digest', (group) => {
  group.each.setup(() => resetDatabase())

  test('the digest recomputed from canonical equals sha256', async ({ client, assert }) => {
    const history = await rolledOverBoard()
    const body = await record(client, history.id)
    assert.equal(body.format, 'leaderboard-history/2')
    assert.equal(body.format, BOARD_FORMAT)
    assert.equal(body.canonical_version, 2)
    assert.match(body.sha256, /^[0-9a-f]{64}$/)
    assert.equal(createHash('sha256').update(body.canonical, 'utf8').digest('hex'), body.sha256)
    assert.equal(body.canonical, history.canonical)
    assert.include(body, { id: history.id, provider: 'xfun', prize: 1000 })
    assert.equal(body.end_date, '2026-02-01T00:00:00.000Z')
    // the stored record answers the same text and digest every time
    assert.deepInclude(await record(client, history.id), { canonical: body.canonical, sha256: body.sha256 })

    // each rank's name is published beside the board with its salt, and hashes to its commit
    assert.lengthOf(body.names, 12)
    assert.equal(body.names[0][0], 'Player12')
    assert.match(body.names[0][1], /^[0-9a-f]{32}$/)
    assert.lengthOf(new Set(body.names.map((n: string[]) => n[1])), 12, 'one salt per rank')
    assert.deepEqual(recomputeBoardRecord(body), { digestMatches: true, ranks: Array(12).fill('match'), extraNames: 0 })
    assert.notInclude(body.canonical, 'Player')

    // the documented format: sorted keys, amounts as two-decimal strings, every ranked entry
    const parsed = JSON.parse(body.canonical)
    assert.deepEqual(Object.keys(parsed), ['board', 'end_date', 'format', 'prize_pool', 'provider', 'start_date'])
    assert.equal(parsed.prize_pool, '1000.00')
    assert.lengthOf(parsed.board, 12)
    const commit = (i: number) =>
      createHash('sha256').update(`${body.names[i][1]}:${body.names[i][0]}`, 'utf8').digest('hex')
    assert.deepEqual(parsed.board[0], {
      name_commit: commit(0),
      prize: '400.00',
      rank: 1,
      wagered: '12000.10',
    })
    assert.deepEqual(parsed.board[11], {
      name_commit: commit(11),
      prize: '0.00',
      rank: 12,
      wagered: '1000.00',
    })
    assert.equal(body.names[11][0], 'Player01')
    assert.notInclude(body.canonical, ' ')
    assert.notInclude(body.canonical, '\n')
  })

  test('a board that masks names freezes the masked names', async ({ client, assert }) => {
    const history = await rolledOverBoard(true)
    const body = await record(client, history.id)
    assert.notInclude(JSON.stringify(body), 'Player12')
    assert.equal(body.names[0][0], 'Pl*****2')
    assert.deepInclude(recomputeBoardRecord(body), { digestMatches: true })
    assert.equal(recomputeBoardRecord(body).ranks[0], 'match')
  })

  test('canonical text is stable: same board and salts, same text, whatever the key order', async ({ assert }) => {
    const period = { provider: 'xfun', startDate: JANUARY.start, endDate: JANUARY.end, prize: 1000 }
    const rows = [
      { name: 'Zed', wagered: 5000.5, prize: 400, avatar: null },
      { name: 'Amy', wagered: 300, prize: 200, avatar: 'https://example.test/a.png' },
    ]
    const reordered = rows.map((r) => ({
      avatar: r.avatar,
      prize: r.prize,
      wagered: r.wagered,
      name: r.name,
    }))
    const salts = ['a'.repeat(32), 'b'.repeat(32)]
    const once = await freezeBoard(period, rows, false, salts)
    assert.deepEqual(await freezeBoard(period, rows, false, salts), once)
    assert.deepEqual(await freezeBoard(period, reordered, false, salts), once)
    assert.deepEqual(JSON.parse(once.canonicalNames), [
      ['Zed', salts[0]],
      ['Amy', salts[1]],
    ])
    // the avatar is presentation, not the result: it is not part of the frozen text
    assert.notInclude(once.canonical, 'example.test')
    // fresh random salts by default: another freeze commits differently (the stored record is the reference)
    const [random, again] = await Promise.all([freezeBoard(period, rows, false), freezeBoard(period, rows, false)])
    assert.notEqual(random.sha256, once.sha256)
    assert.notEqual(random.canonicalNames, again.canonicalNames)

    assert.equal(canonicalJson({ b: 1, a: { d: 'x', c: [2, 1] } }), '{"a":{"c":[2,1],"d":"x"},"b":1}')
    assert.equal(canonicalJson({ a: { c: [2, 1], d: 'x' }, b: 1 }), canonicalJson({ b: 1, a: { d: 'x', c: [2, 1] } }))
    assert.throws(() => canonicalJson({ amount: 1.5 }))
    // a different board gives a different digest
    const shorter = await freezeBoard(period, rows.slice(0, 1), false, salts)
    assert.notEqual(shorter.sha256, once.sha256)
  })

  test('an unknown history entry answers 404', async ({ client }) => {
    const response = await client.get(urlFor('leaderboards.history.show', { id: 999 })).accept('json')
    response.assertStatus(404)
    response.assertBodyContains({ message: en(PAYOUT_MESSAGES.historyNotFound) })
  })
})

test.group('Leaderboard history / payout status', (group) => {
  group.each.setup(() => resetDatabase())

  test('winners start pending; admin marks paid with a reference, then void, audited', async ({ client, assert }) => {
    const history = await rolledOverBoard()
    const admin = await createUser({ admin: true })
    const initial = await record(client, history.id)
    assert.lengthOf(initial.winners, 10)
    assert.deepEqual(initial.winners[0], {
      rank: 1,
      name: 'Player12',
      wagered: 12000.1,
      prize: 400,
      payout: { status: 'pending', reference: null },
    })

    const paid = await setPayout(client, admin, history.id, 1, {
      status: 'paid',
      reference: '  TX-4821  ',
    })
    paid.assertStatus(200)
    paid.assertBody({
      message: en(PAYOUT_MESSAGES.saved),
      payout: { status: 'paid', reference: 'TX-4821' },
    })
    const afterPaid = await record(client, history.id)
    assert.deepEqual(afterPaid.winners[0].payout, { status: 'paid', reference: 'TX-4821' })
    assert.deepEqual(afterPaid.winners[1].payout, { status: 'pending', reference: null })
    // the frozen text and its digest never change with payouts
    assert.equal(afterPaid.sha256, initial.sha256)

    const voided = await setPayout(client, admin, history.id, 1, { status: 'void' })
    voided.assertStatus(200)
    const afterVoid = await record(client, history.id)
    assert.deepEqual(afterVoid.winners[0].payout, { status: 'void', reference: null })

    const audits = await AuditLog.query().where('action', 'leaderboard.payout').orderBy('id')
    assert.lengthOf(audits, 2)
    assert.equal(audits[0].actorId, admin.id)
    assert.equal(audits[0].subjectId, history.id)
    assert.deepEqual(audits[0].before, { rank: 1, status: 'pending', reference: null })
    assert.deepEqual(audits[0].after, { rank: 1, status: 'paid', reference: 'TX-4821' })
    assert.deepEqual(audits[1].after, { rank: 1, status: 'void', reference: null })
  })

  const BAD: [string, object, string][] = [
    ['an unknown status', { status: 'sent' }, en(PAYOUT_INPUT_MESSAGES.status)],
    ['no status', {}, en(PAYOUT_INPUT_MESSAGES.status)],
    ['paid without a reference', { status: 'paid' }, en(PAYOUT_INPUT_MESSAGES.reference)],
    ['paid with a blank reference', { status: 'paid', reference: '   ' }, en(PAYOUT_INPUT_MESSAGES.reference)],
    [
      'a reference over 200 characters',
      { status: 'paid', reference: 'x'.repeat(201) },
      en(PAYOUT_INPUT_MESSAGES.referenceLength),
    ],
  ]

  test('{0} is refused and nothing changes')
    .with(BAD)
    .run(async ({ client, assert }, [, body, message]) => {
      const history = await rolledOverBoard()
      const admin = await createUser({ admin: true })
      const response = await setPayout(client, admin, history.id, 1, body)
      response.assertStatus(422)
      response.assertBodyContains({ message })
      const after = await record(client, history.id)
      assert.deepEqual(after.winners[0].payout, { status: 'pending', reference: null })
      const audits = await AuditLog.query().where('action', 'leaderboard.payout')
      assert.lengthOf(audits, 0)
    })

  test('a rank without a prize or an unknown entry is refused', async ({ client }) => {
    const history = await rolledOverBoard()
    const admin = await createUser({ admin: true })
    const unprized = await setPayout(client, admin, history.id, 11, { status: 'void' })
    unprized.assertStatus(422)
    unprized.assertBodyContains({ message: en(PAYOUT_MESSAGES.noPrize) })
    const missing = await setPayout(client, admin, 999, 1, { status: 'void' })
    missing.assertStatus(404)
  })

  test('only an admin sets a payout status: a user and a guest get 403', async ({ client, assert }) => {
    const history = await rolledOverBoard()
    const user = await createUser()
    const denied = await setPayout(client, user, history.id, 1, { status: 'paid', reference: 'x' })
    denied.assertStatus(403)
    const guest = await client
      .put(urlFor('admin_api.leaderboards.payout', { id: history.id, rank: 1 }))
      .sameOrigin()
      .accept('json')
      .json({ status: 'void' })
    guest.assertStatus(403)
    const after = await record(client, history.id)
    assert.deepEqual(after.winners[0].payout, { status: 'pending', reference: null })
  })
})

test.group('Leaderboard history / admin page', (group) => {
  group.each.setup(() => resetDatabase())

  test('the admin leaderboard page lists recent winners with their payout status', async ({ client, assert }) => {
    const history = await rolledOverBoard()
    const admin = await createUser({ admin: true })
    await setPayout(client, admin, history.id, 2, { status: 'paid', reference: 'TX-1' })
    const response = await client.get(urlFor('admin.leaderboard')).loginAs(admin).withInertia()
    response.assertStatus(200)
    const payouts = (response.inertiaProps as any).payouts
    assert.lengthOf(payouts, 1)
    assert.equal(payouts[0].sha256, history.sha256)
    assert.deepEqual(
      payouts[0].winners.slice(0, 2).map((w: any) => [w.rank, w.payout.status]),
      [
        [1, 'pending'],
        [2, 'paid'],
      ]
    )
  })
})
