import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import { test } from '@japa/runner'
import User from '#models/user'
import { auditPoints } from '#services/points/consistency_audit'
import { resetDatabase } from '#tests/helpers/database/database'
import { Device } from '#tests/helpers/http/device'
import { clearRateLimits } from '#tests/helpers/http/limits'
import { useDatabaseSessions, useSessionStore } from '#tests/helpers/http/sessions'
import { deleteRedisKeys } from '#tests/helpers/database/redis'
import { createUser } from '#tests/helpers/database/users'
import { ROLE_MESSAGES } from '#shared/roles'
import { ProductFactory } from '#database/factories/product_factory'
import { TWO_FACTOR_MESSAGES as M } from '#shared/two_factor'
import { ACCOUNT_READS_PER_MINUTE } from '#start/limiter'
import { DATA_EXPORTS_PER_HOUR } from '#start/limiter'
import { TOO_MANY_ATTEMPTS } from '#infra/http/rate_limits'
import { dbTimestamp } from '#infra/db/time'
import { createHash } from 'node:crypto'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import HuntGuess from '#models/hunt_guess'
import LeaderboardSetting from '#models/leaderboard_setting'
import LeaderboardHistory from '#models/leaderboard_history'
import { freezeBoard } from '#services/leaderboards/board_record'
import { POINTS_BOARD, type Board } from '#shared/leaderboards'
import { BonusHuntFactory } from '#database/factories/hunt_factory'
import { publicPayload } from '#services/live/public_payloads'
import { PUBLIC_DOMAINS } from '#shared/live'
import { DELETED_USER_LABEL, deletedUsername } from '#shared/deleted_user'
import { redactionNote } from '#shared/redactions'
import { checkRaffleRecord } from '#shared/raffles'
import { buy, contribute, jsonAs, setVault } from '#tests/helpers/database/admin_fixtures'
import { createRaffle, enterRaffle } from '#tests/helpers/database/raffles'
import { beaconPerTest } from '#tests/helpers/fakes/fake_beacon'
import { expectStatus } from '#tests/helpers/http/requests'
import { publicPages } from '#tests/helpers/http/route_walk'
import { recomputeBoardRecord } from '#tests/helpers/database/board_records'
import { canonicalJson } from '#shared/canonical_json'
import { en } from '#tests/helpers/i18n/english'

const PASSWORD = 'secret-pass-1'

async function loggedIn(username: string, agent: string) {
  const device = new Device({ 'user-agent': agent })
  await device.login(username, PASSWORD)
  return device
}

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'
const SAFARI_PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

for (const store of ['database', 'redis'] as const) {
  test.group(`Accounts / signed-in sessions (${store} store)`, (group) => {
    group.each.setup(async () => {
      await resetDatabase()
      await clearRateLimits()
      const restore = store === 'database' ? await useDatabaseSessions() : await useSessionStore('redis')
      return async () => {
        restore()
        if (store === 'redis') await deleteRedisKeys()
      }
    })

    test('lists each session with its browser, this one marked; ending one logs that device out', async ({
      assert,
    }) => {
      await createUser({ username: 'NeonRider', password: PASSWORD })
      const laptop = await loggedIn('NeonRider', FIREFOX)
      const phone = await loggedIn('NeonRider', SAFARI_PHONE)

      const listed = await laptop.get(urlFor('account_links.user.sessions'))
      assert.equal(listed.status, 200)
      const sessions = listed.body.sessions as { handle: string; browser: string; current: boolean }[]
      assert.deepEqual(
        sessions.map((s) => [s.browser, s.current]),
        [
          ['Firefox on Windows', true],
          ['Safari on iOS', false],
        ]
      )
      // the page never sees a session id
      assert.notInclude(JSON.stringify(listed.body), phone.sessionCookie!.split('.')[0])

      const ended = await laptop.post(urlFor('account_api.user.sessions.end', { handle: sessions[1].handle }))
      assert.equal(ended.status, 200)
      assert.lengthOf(ended.body.sessions, 1)
      assert.isFalse(await phone.isLoggedIn())
      assert.isTrue(await laptop.isLoggedIn())

      // this session is not ended here (Log out does that), nor is another user's
      const own = await laptop.post(urlFor('account_api.user.sessions.end', { handle: sessions[0].handle }))
      assert.equal(own.status, 422)
      await createUser({ username: 'OtherOne', password: PASSWORD })
      const other = await loggedIn('OtherOne', FIREFOX)
      const listedForOther = await other.get(urlFor('account_links.user.sessions'))
      const theirs = listedForOther.body.sessions[0].handle
      const refused = await laptop.post(urlFor('account_api.user.sessions.end', { handle: theirs }))
      assert.equal(refused.status, 404)
      assert.isTrue(await other.isLoggedIn())
    })

    test('"end all others" keeps only this session', async ({ assert }) => {
      await createUser({ username: 'NeonRider', password: PASSWORD })
      const devices = [
        await loggedIn('NeonRider', FIREFOX),
        await loggedIn('NeonRider', SAFARI_PHONE),
        await loggedIn('NeonRider', FIREFOX),
      ]
      const answer = await devices[0].post(urlFor('account_api.user.sessions.end_others'))
      assert.equal(answer.status, 200)
      assert.equal(answer.body.message, '2 other sessions ended.')
      assert.deepEqual(await Promise.all(devices.map((d) => d.isLoggedIn())), [true, false, false])
    })
  })
}

test.group('Accounts / your data', (group) => {
  group.each.setup(async () => {
    await resetDatabase()
    await clearRateLimits()
  })

  test('the sessions list is rate limited per user', async ({ assert }) => {
    await createUser({ username: 'NeonRider', password: PASSWORD })
    const device = await loggedIn('NeonRider', FIREFOX)
    const statuses = []
    for (let i = 0; i <= ACCOUNT_READS_PER_MINUTE; i++) {
      const listed = await device.get(urlFor('account_links.user.sessions'))
      statuses.push(listed.status)
    }
    assert.deepEqual(statuses, [...Array(ACCOUNT_READS_PER_MINUTE).fill(200), 429])
  })

  test('the export holds the user own data and no secret or other user', async ({ assert }) => {
    const user = await createUser({
      username: 'NeonRider',
      password: PASSWORD,
      points: 5000,
      celsiusUsername: 'rider_c',
    })
    await User.query().where('id', user.id).update({ kick_id: '4242', kick_username: 'rider_kick' })
    const other = await createUser({ username: 'OtherOne', points: 7777 })
    const product = await ProductFactory.merge({ name: 'Neon Hoodie', price: 1000, stock: 5 }).create()
    await buy(user, product)
    await buy(other, product)

    const device = await loggedIn('NeonRider', FIREFOX)
    const response = await device.get(urlFor('account_links.user.export'))
    assert.equal(response.status, 200)
    assert.match(
      String(response.headers['content-disposition']),
      /^attachment; filename="neonplay-\d+-\d{4}-\d{2}-\d{2}\.json"$/
    )
    const data = response.body
    assert.equal(data.profile.username, 'NeonRider')
    assert.equal(data.profile.celsius_username, 'rider_c')
    assert.deepEqual(data.linked_accounts.kick, { id: '4242', username: 'rider_kick' })
    assert.deepEqual(
      data.points_history.map((p: any) => [p.delta, p.reason]),
      [
        [5000, 'admin'],
        [-1000, 'purchase'],
      ]
    )
    assert.deepEqual(
      data.purchases.map((p: any) => p.product_name),
      ['Neon Hoodie']
    )

    const text = JSON.stringify(data)
    const stored = await User.findOrFail(user.id)
    for (const secret of [stored.password, 'OtherOne', '7777', 'password']) assert.notInclude(text, secret)
  })

  test('the export holds raffles, slot requests, Kick rewards, held credits and the two-factor status', async ({
    assert,
  }) => {
    const user = await createUser({ username: 'NeonRider', password: PASSWORD, points: 500, kickId: '4242' })
    const other = await createUser({ username: 'OtherOne', points: 500 })
    const now = dbTimestamp(db.connection())
    const [raffle] = await db
      .table('raffles')
      .insert({
        ...{ title: 'Friday giveaway', prize: '$50 tip', winners: 1, ticket_cost: 10, max_tickets: 5 },
        ...{ seed: 'a'.repeat(64), seed_hash: 'b'.repeat(64), status: 'drawn', created_at: now },
      })
      .returning('id')
    const raffleId = Number(raffle.id ?? raffle)
    for (const entrant of [user, other]) {
      await db
        .table('raffle_entries')
        .insert({ raffle_id: raffleId, user_id: entrant.id, tickets: 2, points_spent: 20, created_at: now })
    }
    await db.table('raffle_winners').insert({
      raffle_id: raffleId,
      position: 0,
      user_id: user.id,
      username: user.username,
      ticket: 1,
      created_at: now,
    })
    const [request] = await db
      .table('slot_requests')
      .insert({ slot_key: 'gates', slot_name: 'Gates of Olympus', status: 'open', created_at: now })
      .returning('id')
    const requestId = Number(request.id ?? request)
    await db
      .table('slot_request_votes')
      .insert({ slot_request_id: requestId, user_id: other.id, cost: 5, created_at: now })
    await db
      .table('slot_request_votes')
      .insert({ slot_request_id: requestId, user_id: user.id, cost: 5, created_at: now })
    await db.table('kick_rewards').insert({
      message_id: 'm-1',
      event_type: 'channel.subscription.new',
      kick_user_id: '4242',
      kick_username: 'rider_kick',
      points: 300,
      user_id: user.id,
      created_at: now,
    })
    await db.table('kick_rewards').insert({
      message_id: 'm-2',
      event_type: 'channel.subscription.new',
      kick_user_id: '99',
      points: 700,
      user_id: other.id,
      created_at: now,
    })
    const held = { points: 250, reason: 'kick_reward', created_at: now, expires_at: now }
    await db.table('held_credits').insert({ ...held, kick_user_id: '4242', kick_username: 'rider_kick' })
    await db.table('held_credits').insert({ ...held, kick_user_id: '99', points: 999 })
    for (const [code, used] of [
      ['c'.repeat(64), null],
      ['d'.repeat(64), now],
    ]) {
      await db
        .table('two_factor_recovery_codes')
        .insert({ user_id: user.id, code_hash: code, used_at: used, created_at: now })
    }

    // logged in before two-factor sign-in was turned on (directly, with a stand-in secret)
    const device = await loggedIn('NeonRider', FIREFOX)
    await db
      .from('users')
      .where('id', user.id)
      .update({ two_factor_secret: 'ENCRYPTED-TOTP-SECRET', two_factor_enabled_at: now })
    const response = await device.get(urlFor('account_links.user.export'))
    assert.equal(response.status, 200)
    const data = response.body
    assert.deepEqual(
      data.raffle_entries.map((e: any) => [e.raffle_id, e.title, e.tickets, e.points_spent]),
      [[raffleId, 'Friday giveaway', 2, 20]]
    )
    assert.deepEqual(
      data.raffle_wins.map((w: any) => [w.raffle_id, w.title, w.position, w.payout_status]),
      [[raffleId, 'Friday giveaway', 0, 'pending']]
    )
    assert.deepEqual(
      data.slot_requests.map((v: any) => [v.slot_name, v.status, v.cost, v.requested_first]),
      [['Gates of Olympus', 'open', 5, false]]
    )
    assert.deepEqual(
      data.kick_rewards.map((r: any) => [r.event_type, r.points]),
      [['channel.subscription.new', 300]]
    )
    assert.deepEqual(
      data.held_credits.map((h: any) => [h.points, h.paid_at]),
      [[250, null]]
    )
    assert.deepInclude(data.two_factor, { enabled: true, recovery_codes_left: 1 })
    assert.isTrue(data.profile.two_factor)
    const text = JSON.stringify(data)
    for (const secret of ['ENCRYPTED-TOTP-SECRET', 'c'.repeat(64), 'd'.repeat(64), 'a'.repeat(64), '999', '700']) {
      assert.notInclude(text, secret)
    }
  })

  test('the export is rate limited per account', async ({ assert }) => {
    await createUser({ username: 'NeonRider', password: PASSWORD })
    const device = await loggedIn('NeonRider', FIREFOX)
    for (let i = 0; i < DATA_EXPORTS_PER_HOUR; i++) {
      const answer = await device.get(urlFor('account_links.user.export'))
      assert.equal(answer.status, 200)
    }
    const refused = await device.get(urlFor('account_links.user.export'))
    assert.equal(refused.status, 429)
    assert.equal(refused.body.message, en(TOO_MANY_ATTEMPTS))
  })

  test('a deleted staff account loses its role; the last owner cannot delete theirs', async ({ assert }) => {
    await createUser({ username: 'OnlyOwner', password: PASSWORD, role: 'owner' })
    const owner = await loggedIn('OnlyOwner', FIREFOX)
    const refused = await owner.post(urlFor('account_api.user.delete'), { password: PASSWORD })
    assert.equal(refused.status, 422)
    assert.equal(refused.body.message, en(ROLE_MESSAGES.lastOwnerDelete))
    const kept = await User.findByOrFail('username', 'OnlyOwner')
    assert.equal(kept.role, 'owner')

    const moderator = await createUser({ username: 'ModSquad', password: PASSWORD, role: 'moderator' })
    const device = await loggedIn('ModSquad', FIREFOX)
    const deleted = await device.post(urlFor('account_api.user.delete'), { password: PASSWORD })
    assert.equal(deleted.status, 200)
    await moderator.refresh()
    assert.isNull(moderator.role)
  })

  test('deleting needs the password; afterwards nobody can log in, the books still add up', async ({ assert }) => {
    const user = await createUser({ username: 'NeonRider', password: PASSWORD, points: 5000 })
    const product = await ProductFactory.merge({ name: 'Neon Hoodie', price: 1000, stock: 5 }).create()
    await buy(user, product)
    const device = await loggedIn('NeonRider', FIREFOX)
    const elsewhere = await loggedIn('NeonRider', SAFARI_PHONE)

    const refused = await device.post(urlFor('account_api.user.delete'), { password: 'wrong-password' })
    assert.equal(refused.status, 422)
    assert.equal(refused.body.message, en(M.passwordWrong))
    const unchanged = await User.findOrFail(user.id)
    assert.equal(unchanged.username, 'NeonRider')

    const deleted = await device.post(urlFor('account_api.user.delete'), { password: PASSWORD })
    assert.equal(deleted.status, 200)
    assert.isFalse(await device.isLoggedIn())
    assert.isFalse(await elsewhere.isLoggedIn())

    const row = await User.findOrFail(user.id)
    assert.equal(row.username, `deleted-${user.id}`)
    assert.notInclude(row.email, 'neonrider')
    assert.isNull(row.avatar)
    assert.isNull(row.celsiusUsername)
    assert.isNull(row.kickId)
    assert.equal(row.balance, 4000)
    const ledger = await db.from('point_transactions').where('user_id', user.id).count('* as n').first()
    assert.equal(Number(ledger.n), 2)
    assert.deepEqual(await auditPoints(), [])

    const again = await new Device().login('NeonRider', PASSWORD)
    assert.equal(again.status, 401)
    // the name is free again
    const fresh = new Device()
    await fresh.visit(urlFor('home'))
    const registered = await fresh.post(urlFor('auth.register'), {
      username: 'NeonRider',
      email: 'neonrider@example.test',
      password: 'another-pass-1',
    })
    assert.equal(registered.status, 200)
  })
})

test.group('Accounts / a deleted account in public', (group) => {
  group.each.setup(async () => {
    await resetDatabase()
    await clearRateLimits()
  })
  const beacons = beaconPerTest(group)

  const raffleCall = (client: ApiClient, admin: User, name: 'close' | 'draw', id: number) =>
    expectStatus(jsonAs(client, admin).post(urlFor(`admin_api.raffles.${name}`, { id })), 200)
  const raffleRecord = async (client: ApiClient, id: number) =>
    client
      .get(urlFor('raffles.record', { id }))
      .accept('json')
      .then((response) => response.body())

  /** Everything public a guest can read: every public page, the records, overlays and live messages */
  async function boardRecord(client: ApiClient, id: number) {
    const response = await client.get(urlFor('leaderboards.history.show', { id })).accept('json')
    response.assertStatus(200)
    return response.body()
  }

  async function everythingPublic(client: ApiClient, raffleIds: number[], cycleId: number, boardIds: number[]) {
    const urls = [
      ...publicPages(),
      urlFor('raffles'),
      urlFor('overlays.raffle'),
      urlFor('overlays.requests'),
      urlFor('vault.cycles.show', { id: cycleId }),
      `${urlFor('vault.verify')}?cycle=${cycleId}`,
      ...boardIds.flatMap((id) => [
        urlFor('leaderboards.history.show', { id }),
        urlFor('leaderboards.public.history', { provider: POINTS_BOARD, id }),
      ]),
      ...raffleIds.flatMap((id) => [urlFor('raffles.show', { id }), urlFor('raffles.record', { id })]),
    ]
    const texts = await Promise.all(urls.map((url) => client.get(url).then((response) => response.text())))
    for (const domain of PUBLIC_DOMAINS) texts.push(JSON.stringify(await publicPayload(domain)))
    return texts.join('\n')
  }

  test("a deleted account's name is gone from every public answer; it leaves open raffles with a refund", async ({
    client,
    assert,
  }) => {
    beacons.env({ VAULT_BEACON_URL: 'off' })
    const setting = await LeaderboardSetting.create({
      ...{ provider: 'points', enabled: true, prize: 100, autoRestart: true, maskUsernames: false },
      ...{ startDate: DateTime.utc().minus({ days: 1 }), endDate: DateTime.utc().plus({ days: 30 }) },
    })
    const admin = await createUser({ admin: true })
    const gone = await createUser({ username: 'GoneRider', password: PASSWORD, points: 1000 })
    const alice = await createUser({ username: 'alice', points: 1000 })

    // a raffle drawn (both win), one closed with its list hashed, one open
    const drawn = await createRaffle(client, admin, { winners: 2 })
    const closed = await createRaffle(client, admin, { winners: 1 })
    const open = await createRaffle(client, admin)
    for (const [user, tickets] of [
      [gone, 2],
      [alice, 1],
    ] as const) {
      for (const raffle of [drawn, closed, open]) await expectStatus(enterRaffle(client, user, raffle.id, tickets), 200)
    }
    await raffleCall(client, admin, 'close', drawn.id)
    await raffleCall(client, admin, 'draw', drawn.id)
    await raffleCall(client, admin, 'close', closed.id)
    const hashed = await raffleRecord(client, closed.id)

    // a slot request, a finished hunt with a slot they requested and their winning guess, a vault contribution
    await expectStatus(jsonAs(client, admin).post(urlFor('admin_api.slot_requests.open'), { open: true }), 200)
    await expectStatus(jsonAs(client, gone).post(urlFor('economy.slot_request'), { slot: 'Gates of Olympus' }), 200)
    const hunt = await BonusHuntFactory.merge({ status: 'finished', finishedAt: DateTime.utc(), finalBalance: 500 })
      .with('slots', 1, (slot) => slot.merge({ amount: 500, requestedBy: 'GoneRider' }))
      .create()
    const guess = await HuntGuess.create({
      bonusHuntId: hunt.id,
      userId: gone.id,
      amount: 480,
      guessedAt: DateTime.utc(),
    })
    await hunt.merge({ winnerGuessId: guess.id }).save()
    await setVault(0)
    const cycleId = await contribute(gone, 1)
    // last month's points race, frozen and hashed: they came first
    const period = {
      ...{ provider: POINTS_BOARD as Board, prize: 100, endDate: setting.startDate },
      startDate: setting.startDate.minus({ months: 1 }),
    }
    const standings = [
      { name: 'GoneRider', wagered: 900, prize: 60, avatar: null },
      { name: 'alice', wagered: 500, prize: 40, avatar: null },
    ]
    const board = await LeaderboardHistory.create({
      ...period,
      ...(await freezeBoard(period, standings, false)),
      entries: standings,
      winners: standings,
    })
    const boardBefore = await boardRecord(client, board.id)
    assert.equal(boardBefore.canonical_version, 2)
    assert.deepEqual(boardBefore.names[0][0], 'GoneRider')
    // the month before, frozen in version 1 (before name commits existed): names in the hashed text
    const older = { ...period, startDate: period.startDate.minus({ months: 1 }), endDate: period.startDate }
    const v1Text = canonicalJson({
      ...{ format: 'leaderboard-history/1', provider: POINTS_BOARD, prize_pool: '100.00' },
      ...{ start_date: older.startDate.toUTC().toISO()!, end_date: older.endDate.toUTC().toISO()! },
      board: standings.map((row, i) => ({ name: row.name, points: String(row.wagered), prize: '0.00', rank: i + 1 })),
    })
    const v1 = { canonical: v1Text, sha256: createHash('sha256').update(v1Text).digest('hex') }
    const boardV1 = await LeaderboardHistory.create({ ...older, ...v1, entries: standings, winners: standings })

    const raffleIds = [drawn.id, closed.id, open.id]
    // the walk reaches the name before (and fills every cache)
    assert.include(await everythingPublic(client, raffleIds, cycleId, [board.id, boardV1.id]), 'GoneRider')
    const { balance: balanceBefore } = await User.findOrFail(gone.id)
    const reward = { message_id: 'm-gone', event_type: 'channel.followed', kick_user_id: '77', points: 0 }
    await db
      .table('kick_rewards')
      .insert({ ...reward, kick_username: 'gone_kick', user_id: gone.id, created_at: DateTime.utc().toJSDate() })

    const device = await loggedIn('GoneRider', FIREFOX)
    const deleted = await device.post(urlFor('account_api.user.delete'), { password: PASSWORD })
    assert.equal(deleted.status, 200)
    await raffleCall(client, admin, 'draw', closed.id)

    const after = await everythingPublic(client, raffleIds, cycleId, [board.id, boardV1.id])
    assert.notInclude(after.toLowerCase(), 'gonerider')
    assert.notInclude(after, deletedUsername(gone.id))
    // nor the salt that committed their name in the closed raffle's list
    assert.deepEqual(hashed.names[0][0], 'GoneRider')
    assert.notInclude(after, hashed.names[0][1])
    assert.include(after, DELETED_USER_LABEL)

    // out of the open raffle, its 20 points back through the ledger
    const stillOpen = await raffleRecord(client, open.id)
    assert.deepEqual(stillOpen.entries, [{ username: 'alice', tickets: 1 }])
    assert.equal(stillOpen.raffle.tickets, 1)
    const { balance: balanceAfter } = await User.findOrFail(gone.id)
    assert.equal(balanceAfter, balanceBefore + 20)
    const refund = await db.from('point_transactions').where('user_id', gone.id).where('reason', 'refund')
    assert.deepEqual(
      refund.map((r) => [r.delta, r.reference_type, Number(r.reference_id)]),
      [[20, 'raffle', open.id]]
    )
    assert.deepEqual(await auditPoints(), [])
    // the Kick name copied onto its rewards goes too
    assert.deepEqual(await db.from('kick_rewards').where('user_id', gone.id).select('kick_username'), [
      { kick_username: null },
    ])

    // the winner list shows the label
    const won = await raffleRecord(client, drawn.id)
    assert.sameMembers(
      won.winners.map((w: any) => w.username),
      [DELETED_USER_LABEL, 'alice']
    )
    assert.deepInclude(await checkRaffleRecord(won), { matches: true })

    // the list hashed before (version 2) keeps its text and digest, says which entry was
    // redacted, and still verifies: only that entry's name and salt are gone
    const redacted = await raffleRecord(client, closed.id)
    assert.equal(redacted.canonical, hashed.canonical)
    assert.equal(redacted.entries_sha256, hashed.entries_sha256)
    assert.equal(createHash('sha256').update(redacted.canonical).digest('hex'), redacted.entries_sha256)
    assert.deepEqual(
      redacted.redactions.map((r: any) => r.entry),
      [0]
    )
    assert.deepEqual(redacted.names, [[DELETED_USER_LABEL, null], hashed.names[1]])
    assert.deepInclude(await checkRaffleRecord(redacted), { seedMatches: true, entriesMatch: true, matches: true })
    assert.include(en(...redactionNote(redacted.redactions, 2)), '#1')

    // so does the points race's frozen board (version 2): same text and digest, the rank's
    // name and salt gone, and the record verifies completely from its own data
    const frozen = await boardRecord(client, board.id)
    assert.equal(frozen.canonical, boardBefore.canonical)
    assert.equal(frozen.sha256, boardBefore.sha256)
    assert.deepEqual(
      frozen.redactions.map((r: any) => r.entry),
      [0]
    )
    assert.deepEqual(frozen.names, [[DELETED_USER_LABEL, null], boardBefore.names[1]])
    assert.deepEqual(recomputeBoardRecord(frozen), { digestMatches: true, ranks: ['redacted', 'match'], extraNames: 0 })
    assert.notInclude(after, boardBefore.names[0][1])
    assert.include(en(...redactionNote(frozen.redactions, 2, 'board')), 'still matches the board as published')

    // a board of version 1 keeps working: the name is replaced in its text, a copy saved before matches
    const frozenV1 = await boardRecord(client, boardV1.id)
    assert.include(frozenV1, { format: 'leaderboard-history/1', canonical_version: 1, names: null, sha256: v1.sha256 })
    assert.deepEqual(
      frozenV1.redactions.map((r: any) => r.entry),
      [0]
    )
    assert.notEqual(frozenV1.canonical, v1.canonical)
    const unredacted = frozenV1.canonical.replace(JSON.stringify(DELETED_USER_LABEL), '"GoneRider"')
    assert.equal(unredacted, v1.canonical)
    assert.equal(createHash('sha256').update(unredacted).digest('hex'), frozenV1.sha256)
  })
})
