import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { createHash, createHmac } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import AuditLog from '#models/audit_log'
import { auditPoints } from '#services/points/consistency_audit'
import { checkRaffleDraw } from '#shared/draw_verification'
import { firstRoundAfter } from '#shared/vault_draw'
import { VIEWER_TOURNAMENT_MESSAGES as M } from '#shared/tournament_draw'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { expectStatus } from '#tests/helpers/http/requests'
import { beaconPerTest, startFakeBeacon } from '#tests/helpers/fakes/fake_beacon'
import { FakeKickApi, chat, kickPublicPem, postKickEvent, signed, useFakeKick } from '#tests/helpers/fakes/kick'
import { en } from '#tests/helpers/i18n/english'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** An admin's call on tournament `id` (close, seed, cancel, winner, payout) */
const adminCall = (
  client: ApiClient,
  admin: User,
  action: 'close' | 'seed' | 'cancel' | 'winner' | 'payout',
  id: number,
  body: object = {}
) => jsonAs(client, admin).post(urlFor(`admin_api.tournaments.${action}`, { id }), body)

async function createTournament(client: ApiClient, admin: User, fields: object = {}) {
  const response = await jsonAs(client, admin).post(urlFor('admin_api.tournaments.create'), {
    name: 'Friday Cup',
    max_players: 8,
    ...fields,
  })
  response.assertStatus(200)
  return response.body().tournament.id as number
}

const join = (client: ApiClient, user: User, id: number) =>
  jsonAs(client, user).post(urlFor('tournaments.join', { id }))

/** The public record, as anyone reads it */
async function record(client: ApiClient, id: number) {
  const response = await client.get(urlFor('tournaments.record', { id }))
  response.assertStatus(200)
  return response.body()
}

/**
 * The seeding written out again with node:crypto from the published record only: each entry's
 * name against its salted commit, the list against its SHA-256, then for k = 0, 1, ...
 * HMAC-SHA256(seed, `${id}:${k}[:${randomness}]`) mod the entries left picks seed k + 1, and
 * the seeds take the standard positions (1 v N), a missing seed being a bye
 */
function reseed(published: any) {
  const { seeding } = published
  const hashed = JSON.parse(seeding.canonical) as [string, number][]
  const names = hashed.map(([commit], i) => {
    const [name, salt] = seeding.names[i]
    if (sha256(`${salt}:${name}`) !== commit) throw new Error(`entry ${i} does not match`)
    return name as string
  })
  if (sha256(seeding.canonical) !== seeding.entries_sha256) throw new Error('list not hashed')
  if (sha256(seeding.seed) !== seeding.seed_hash) throw new Error('seed not committed')
  const pool = [...names]
  const seeds: string[] = []
  for (let k = 0; pool.length > 0; k++) {
    const message = seeding.beacon
      ? `${published.tournament.id}:${k}:${seeding.beacon.randomness}`
      : `${published.tournament.id}:${k}`
    const digest = createHmac('sha256', seeding.seed).update(message).digest('hex')
    seeds.push(pool.splice(Number(BigInt(`0x${digest}`) % BigInt(pool.length)), 1)[0])
  }
  let size = 2
  while (size < seeds.length) size *= 2
  let order = [1]
  while (order.length < size) order = order.flatMap((s) => [s, order.length * 2 + 1 - s])
  return { seeds, firstRound: order.map((seed) => seeds[seed - 1] ?? null), size }
}

const slot = (published: any, id: number) => published.slots.find((s: any) => s.id === id)

test.group('Viewer tournaments / sign-up to champion', (group) => {
  group.each.setup(() => resetDatabase())
  const beacons = beaconPerTest(group)

  test('five players: seeded by the beacon, three byes, results by hand and by payouts, the champion paid once', async ({
    client,
    assert,
  }) => {
    const beacon = beacons.use(await startFakeBeacon({ period: 2 }))
    const admin = await createUser({ admin: true })
    const id = await createTournament(client, admin, { prize_points: 500, keyword: '!cup' })
    const created = await record(client, id)
    assert.equal(created.tournament.status, 'signup')
    assert.isNull(created.seeding.seed)
    assert.match(created.seeding.seed_hash, /^[0-9a-f]{64}$/)

    const players: User[] = []
    for (const username of ['ana', 'ben', 'cid', 'dot', 'eve']) {
      const user = await createUser({ username, points: 10 })
      await expectStatus(join(client, user, id), 200)
      players.push(user)
    }
    const twice = await join(client, players[0], id)
    twice.assertStatus(409)
    twice.assertBodyContains({ message: en(M.alreadyJoined) })

    await expectStatus(adminCall(client, admin, 'seed', id), 409)
    await expectStatus(adminCall(client, admin, 'close', id), 200)
    const late = await join(client, await createUser(), id)
    late.assertBodyContains({ message: en(M.notSignup) })

    const seeded = await adminCall(client, admin, 'seed', id)
    seeded.assertStatus(200)
    const published = await record(client, id)
    assert.equal(published.tournament.status, 'running')
    assert.equal(published.tournament.bracket_size, 8)
    const round = firstRoundAfter(DateTime.fromISO(published.tournament.closed_at).toMillis(), beacon)
    assert.deepEqual(published.seeding.beacon, { ...beacon.round(round), chain_hash: beacon.chainHash })

    // anyone recomputes the seeding and the first round from the record, node:crypto only
    const { seeds, firstRound } = reseed(published)
    assert.sameMembers(seeds, ['ana', 'ben', 'cid', 'dot', 'eve'])
    assert.deepEqual(
      published.seeding.winners.map((w: any) => w.username),
      seeds
    )
    for (let position = 1; position <= 8; position++) {
      assert.equal(slot(published, position).username, firstRound[position - 1], `slot ${position}`)
    }
    // seeds 6-8 are byes: seeds 1-3 are through to the quarter... semi-finals already
    for (const [position, seedNumber] of [
      [1, 1],
      [5, 2],
      [7, 3],
    ] as const) {
      assert.isTrue(slot(published, position).winner, `seed ${seedNumber} moves on`)
      assert.isFalse(slot(published, position + 1).winner, `bye beside seed ${seedNumber}`)
      assert.isNull(slot(published, position + 1).username)
    }
    assert.equal(slot(published, 9).username, seeds[0])
    assert.equal(slot(published, 11).username, seeds[1])
    assert.equal(slot(published, 12).username, seeds[2])
    // the browser's check (the raffle's) passes on the same record
    const steps = await checkRaffleDraw(published.seeding, {
      url: beacon.url,
      chainHash: beacon.chainHash,
      publicKey: beacon.publicKey,
      scheme: 'bls-unchained-g1-rfc9380',
      genesisTime: beacon.genesisTime,
      period: beacon.period,
    })
    assert.isTrue(
      steps!.every((s) => s.ok),
      JSON.stringify(steps)
    )

    // seed 4 v seed 5 (slots 3-4) by payouts: the higher payout wins and moves on
    const [s3, s4] = [slot(published, 3).username, slot(published, 4).username]
    const first = await adminCall(client, admin, 'payout', id, { slot: 3, payout: 120.5, bet: 1, slot_name: 'Gates' })
    first.assertStatus(200)
    assert.isNull(first.body().advanced)
    const second = await adminCall(client, admin, 'payout', id, { slot: 4, payout: 80 })
    assert.equal(second.body().advanced, s3)
    let now = await record(client, id)
    assert.equal(slot(now, 10).username, s3)
    assert.isFalse(slot(now, 4).winner)
    assert.notEqual(s3, s4)
    // a tie waits for an admin
    await expectStatus(adminCall(client, admin, 'payout', id, { slot: 9, payout: 50 }), 200)
    const tie = await adminCall(client, admin, 'payout', id, { slot: 10, payout: 50 })
    assert.isNull(tie.body().advanced)
    await expectStatus(adminCall(client, admin, 'winner', id, { slot: 9 }), 200)
    await expectStatus(adminCall(client, admin, 'winner', id, { slot: 12 }), 200)
    now = await record(client, id)
    assert.equal(slot(now, 13).username, seeds[0])
    assert.equal(slot(now, 14).username, seeds[2])

    // the final decided twice at once: one result, one prize
    const [a, b] = await Promise.all([
      adminCall(client, admin, 'winner', id, { slot: 13 }),
      adminCall(client, admin, 'winner', id, { slot: 14 }),
    ])
    assert.sameMembers([a.status(), b.status()], [200, 422])
    now = await record(client, id)
    assert.equal(now.tournament.status, 'finished')
    const champion = slot(now, 15).username
    assert.equal(now.tournament.champion, champion)
    const winner = players.find((p) => p.username === champion)!
    const prizes = await db.from('point_transactions').where('reason', 'tournament')
    assert.lengthOf(prizes, 1)
    assert.include(prizes[0], { user_id: winner.id, delta: 500, reference_id: id })
    assert.deepEqual(await auditPoints(), [])
    await expectStatus(adminCall(client, admin, 'winner', id, { slot: 13 }), 422)
    assert.lengthOf(await db.from('point_transactions').where('reason', 'tournament'), 1)
    // payouts (3 v 4), by hand (9, 12) and the final: four decisions, each audited
    assert.lengthOf(await AuditLog.query().where('action', 'tournament.winner'), 4)

    // the past tournament stays, with its seeding record
    const page = await client.get(urlFor('tournament')).withInertia()
    const past = (page.inertiaProps as any).tournaments.past
    assert.deepInclude(past[0], { id, champion, status: 'finished' })
    const one = await client.get(urlFor('tournament.show', { id })).withInertia()
    assert.equal((one.inertiaProps as any).record.seeding.seed, now.seeding.seed)
  })

  test('with the beacon off: seeded from the seed alone, two racing seedings draw once', async ({ client, assert }) => {
    beacons.env({ VAULT_BEACON_URL: 'off' })
    const admin = await createUser({ admin: true })
    const id = await createTournament(client, admin, { max_players: 4 })
    for (const username of ['kim', 'lou', 'max']) {
      await expectStatus(join(client, await createUser({ username }), id), 200)
    }
    const full = await createUser({ username: 'ned' })
    await expectStatus(join(client, full, id), 200)
    const over = await join(client, await createUser({ username: 'oz' }), id)
    over.assertBodyContains({ message: en(M.full) })
    await expectStatus(adminCall(client, admin, 'close', id), 200)
    const [x, y] = await Promise.all([adminCall(client, admin, 'seed', id), adminCall(client, admin, 'seed', id)])
    x.assertStatus(200)
    y.assertStatus(200)
    const published = await record(client, id)
    assert.isNull(published.seeding.beacon)
    const { firstRound } = reseed(published)
    assert.deepEqual(
      published.slots.slice(0, 4).map((s: any) => s.username),
      firstRound
    )
    assert.lengthOf(await AuditLog.query().where('action', 'tournament.seed'), 1)
  })

  test('ten viewers racing for four places: four are in, never more', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const id = await createTournament(client, admin, { max_players: 4 })
    const viewers = await Promise.all(Array.from({ length: 10 }, (_, i) => createUser({ username: `racer${i}` })))
    const answers = await Promise.all(viewers.map((viewer) => join(client, viewer, id)))
    const statuses = answers.map((a) => a.status())
    assert.equal(statuses.filter((s) => s === 200).length, 4)
    assert.lengthOf(await db.from('tournament_entries').where('tournament_id', id), 4)
  })

  test('refusals: too few players, bad input, and a points prize needs the grant ability', async ({
    client,
    assert,
  }) => {
    beacons.env({ VAULT_BEACON_URL: 'off' })
    const admin = await createUser({ admin: true })
    for (const [field, value] of [
      ['max_players', 3],
      ['max_players', 65],
      ['max_players', '8'],
      ['name', ''],
      ['keyword', 'two words'],
    ] as const) {
      const response = await jsonAs(client, admin).post(urlFor('admin_api.tournaments.create'), {
        name: 'Cup',
        max_players: 8,
        [field]: value,
      })
      response.assertStatus(422)
    }
    const id = await createTournament(client, admin)
    await expectStatus(join(client, await createUser(), id), 200)
    const few = await adminCall(client, admin, 'close', id)
    few.assertBodyContains({ message: en(M.tooFew) })
    const unchanged = await record(client, id)
    assert.equal(unchanged.tournament.status, 'signup')
    const moderator = await createUser({ role: 'moderator' })
    const refused = await jsonAs(client, moderator).post(urlFor('admin_api.tournaments.create'), {
      name: 'Cup',
      max_players: 8,
      prize_points: 100,
    })
    refused.assertStatus(403)
    const guest = await client.post(urlFor('admin_api.tournaments.create')).json({ name: 'Cup', max_players: 8 })
    assert.oneOf(guest.status(), [401, 403])
  })
})

test.group('Viewer tournaments / the chat keyword', (group) => {
  const kick = new FakeKickApi()
  useFakeKick(group, kick, { KICK_WEBHOOK_PUBLIC_KEY: kickPublicPem })

  test('a linked chatter joins with the keyword once; an unlinked one is not joined', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const linked = await createUser({ kickId: '4242', kickUsername: 'viewer' })
    const id = await createTournament(client, admin, { keyword: '!Cup' })
    const say = async (kickId: number, content: string) =>
      expectStatus(postKickEvent(client, signed('chat.message.sent', chat(kickId, 'viewer', 1, content))), 200)
    await say(4242, 'hello')
    await say(4242, '  !CUP ')
    await say(4242, '!cup')
    await say(5555, '!cup')
    const entries = await db.from('tournament_entries').where('tournament_id', id)
    assert.deepEqual(
      entries.map((e) => [e.user_id, e.via]),
      [[linked.id, 'chat']]
    )
  })
})
