import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { createHash, createHmac } from 'node:crypto'
import { equal } from 'node:assert/strict'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import AuditLog from '#models/audit_log'
import { auditPoints } from '#services/points/consistency_audit'
import { closeEndedRaffles } from '#services/raffles/raffle_lifecycle'
import { BEACON_NOT_PINNED } from '#config/vault'
import { settledChatReplies } from '#services/chat_points/chat_replies'
import { dbTimestamp } from '#infra/db/time'
import { RAFFLE_INPUT_MESSAGES, RAFFLE_MESSAGES, checkRaffleRecord } from '#shared/raffles'
import { BEACON_OFF_NOTICE, firstRoundAfter } from '#shared/vault_draw'
import { resetDatabase } from '#tests/helpers/database/database'
import { createKickLinkedUser, createUser, FACTORY_PASSWORD } from '#tests/helpers/database/users'
import { deleteAccount } from '#services/accounts/account_data'
import { DELETED_USER_LABEL } from '#shared/deleted_user'
import { PNG_1X1, TEXT_FILE, jsonAs } from '#tests/helpers/database/admin_fixtures'
import { resetWithFakeUploads } from '#tests/helpers/fakes/images'
import { inertiaHeaders, rawJson } from '#tests/helpers/http/raw_http'
import { expectStatus } from '#tests/helpers/http/requests'
import { beaconPerTest, startFakeBeacon } from '#tests/helpers/fakes/fake_beacon'
import {
  chat,
  FakeKickApi,
  kickPublicPem,
  postKickEvent,
  kickPointsTests,
  signed,
  subscription,
  useFakeKick,
} from '#tests/helpers/fakes/kick'
import { createRaffle, enterFourEntrants, enterRaffle, RAFFLE, raffleWithPlayer } from '#tests/helpers/database/raffles'
import { en } from '#tests/helpers/i18n/english'

const adminCall = (client: ApiClient, admin: User, name: 'close' | 'draw' | 'cancel', id: number) =>
  jsonAs(client, admin).post(urlFor(`admin_api.raffles.${name}`, { id }))

async function record(client: ApiClient, id: number) {
  const response = await client.get(urlFor('raffles.record', { id })).accept('json')
  response.assertStatus(200)
  return response.body()
}

async function balanceOf(user: User) {
  const row = await db.from('users').where('id', user.id).select('balance').firstOrFail()
  return Number(row.balance)
}

/**
 * A version 2 record's frozen list, recomputed with node:crypto from the record alone: each
 * named entry's SHA-256(`${salt}:${username}`) must be its commit in `canonical`, a redacted
 * one ([label, null]) keeps only its commit. Answers the entries as the draw reads them and
 * whether `canonical` hashes to entries_sha256.
 */
function recomputedList(published: any) {
  const hashed = JSON.parse(published.canonical) as [string, number][]
  equal(published.names.length, hashed.length)
  const entries = hashed.map(([commit, tickets], i): [string, number] => {
    const [name, salt] = published.names[i]
    if (salt === null) equal(name, DELETED_USER_LABEL)
    else equal(createHash('sha256').update(`${salt}:${name}`).digest('hex'), commit, `entry ${i}`)
    return [name, tickets]
  })
  return { entries, digestMatches: sha256(published.canonical) === published.entries_sha256 }
}

/**
 * The draw written out again with node:crypto, from the published record only: for k = 0, 1,
 * ..., HMAC-SHA256(seed, `${id}:${k}[:${randomness}]`) mod the tickets left picks the entry
 * whose range holds it, which leaves the pool
 */
function redraw(published: any) {
  const list: [string, number][] =
    published.canonical_version === 2 ? recomputedList(published).entries : JSON.parse(published.canonical)
  const pool = list.map(([username, tickets]) => ({
    username,
    tickets,
  }))
  const winners: { username: string; ticket: number }[] = []
  for (let k = 0; k < published.raffle.winners && pool.length > 0; k++) {
    const message = published.beacon
      ? `${published.raffle.id}:${k}:${published.beacon.randomness}`
      : `${published.raffle.id}:${k}`
    const total = pool.reduce((sum, e) => sum + e.tickets, 0)
    const ticket = Number(
      BigInt(`0x${createHmac('sha256', published.seed).update(message).digest('hex')}`) % BigInt(total)
    )
    let start = 0
    const index = pool.findIndex((e) => ticket < (start += e.tickets))
    winners.push({ username: pool[index].username, ticket })
    pool.splice(index, 1)
  }
  return winners
}

/** A raffle's row as stored */
const raffleRow = (id: number) => db.from('raffles').where('id', id).firstOrFail()

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

test.group('Raffles / creation', (group) => {
  group.each.setup(() => resetDatabase())

  test('an admin creates a raffle committed to a seed hash; the seed stays secret', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const response = await jsonAs(client, admin).post(urlFor('admin_api.raffles.create'), {
      ...RAFFLE,
      keyword: '!join',
      ends_at: DateTime.utc().plus({ hours: 1 }).toISO(),
      min_account_days: 3,
    })
    response.assertStatus(200)
    response.assertBodyContains({
      message: en(RAFFLE_MESSAGES.created),
      raffle: { title: RAFFLE.title, status: 'open' },
    })
    const { id, seed_hash: seedHash } = response.body().raffle
    assert.match(seedHash, /^[0-9a-f]{64}$/)
    const row = await db.from('raffles').where('id', id).firstOrFail()
    assert.equal(sha256(row.seed), seedHash)
    assert.notInclude(JSON.stringify(response.body()), row.seed)
    const published = await record(client, id)
    assert.isNull(published.seed)
    assert.equal(published.seed_hash, seedHash)
    assert.lengthOf(await AuditLog.query().where('action', 'raffle.create'), 1)
  })

  test('bad fields are refused with their message and create nothing', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const cases: [object, string, string][] = [
      [{ title: '' }, 'title', en(RAFFLE_INPUT_MESSAGES.title)],
      [{ winners: 0 }, 'winners', en(RAFFLE_INPUT_MESSAGES.winners)],
      [{ winners: 101 }, 'winners', en(RAFFLE_INPUT_MESSAGES.winners)],
      [{ ticket_cost: -1 }, 'ticket_cost', en(RAFFLE_INPUT_MESSAGES.ticketCost)],
      [{ max_tickets: 1001 }, 'max_tickets', en(RAFFLE_INPUT_MESSAGES.maxTickets)],
      [{ max_tickets: 1.5 }, 'max_tickets', en(RAFFLE_INPUT_MESSAGES.maxTickets)],
      [{ keyword: 'join now' }, 'keyword', en(RAFFLE_INPUT_MESSAGES.keyword)],
      [{ ends_at: DateTime.utc().minus({ hours: 1 }).toISO() }, 'ends_at', en(RAFFLE_INPUT_MESSAGES.endsAt)],
      [{ ends_at: 'tomorrow' }, 'ends_at', en(RAFFLE_INPUT_MESSAGES.endsAt)],
      [{ min_account_days: -2 }, 'min_account_days', en(RAFFLE_INPUT_MESSAGES.minAccountDays)],
      [{ kick_link_required: 'maybe' }, 'kick_link_required', en(RAFFLE_INPUT_MESSAGES.kickLinkRequired)],
    ]
    for (const [fields, field, message] of cases) {
      const response = await jsonAs(client, admin).post(urlFor('admin_api.raffles.create'), { ...RAFFLE, ...fields })
      assert.equal(response.status(), 422, JSON.stringify(fields))
      assert.deepEqual(response.body().errors[field], [message], JSON.stringify(fields))
    }
    assert.lengthOf(await db.from('raffles'), 0)
  })

  test('only admins create; edits stop at the first entry', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const user = await createUser({ points: 100 })
    const denied = await jsonAs(client, user).post(urlFor('admin_api.raffles.create'), RAFFLE)
    denied.assertStatus(403)
    const { id } = await createRaffle(client, admin)
    const edit = await jsonAs(client, admin).post(urlFor('admin_api.raffles.update', { id }), {
      prize: 'A signed shirt',
    })
    edit.assertStatus(200)
    edit.assertBodyContains({ raffle: { prize: 'A signed shirt' } })
    await expectStatus(enterRaffle(client, user, id), 200)
    const late = await jsonAs(client, admin).post(urlFor('admin_api.raffles.update', { id }), { ticket_cost: 0 })
    late.assertStatus(409)
    late.assertBodyContains({ message: en(RAFFLE_MESSAGES.editAfterEntry) })
    assert.include(await raffleRow(id), { ticket_cost: 10 })
  })
})

test.group('Raffles / prize image and header link', (group) => {
  group.each.setup(() => resetWithFakeUploads())

  test('the prize image follows the shop image rules', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const multipart = () => {
      let request = jsonAs(client, admin).post(urlFor('admin_api.raffles.create'))
      for (const [key, value] of Object.entries(RAFFLE)) request = request.field(key, String(value))
      return request
    }
    const refused = await multipart().file('image', TEXT_FILE, { filename: 'prize.png', contentType: 'image/png' })
    refused.assertStatus(422)
    assert.lengthOf(await db.from('raffles'), 0)
    const created = await multipart().file('image', PNG_1X1, { filename: 'prize.png', contentType: 'image/png' })
    created.assertStatus(200)
    assert.match(created.body().raffle.image, /^\/uploads\/products\/.+\.webp$/)
  })

  test('the header shows RAFFLES while a raffle is open, also in cached guest pages', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const headers = await inertiaHeaders()
    const faq = () => rawJson(urlFor('faq'), headers)
    const before = await faq()
    assert.isFalse(before.props.rafflesOpen)
    const cached = await faq()
    assert.isFalse(cached.props.rafflesOpen)
    const { id } = await createRaffle(client, admin)
    const open = await faq()
    assert.isTrue(open.props.rafflesOpen)
    await expectStatus(adminCall(client, admin, 'close', id), 200)
    const closed = await faq()
    assert.isFalse(closed.props.rafflesOpen)
  })
})

test.group('Raffles / entering on the site', (group) => {
  group.each.setup(() => resetDatabase())

  test('tickets cost points through the ledger with reason raffle', async ({ client, assert }) => {
    const { player: user, id } = await raffleWithPlayer(client, 100)
    const response = await enterRaffle(client, user, id, 3)
    response.assertStatus(200)
    response.assertBodyContains({
      message: en(RAFFLE_MESSAGES.entered, { tickets: 3 }),
      entry: { tickets: 3, balance: 70 },
    })
    assert.equal(await balanceOf(user), 70)
    const ledger = await db.from('point_transactions').where('user_id', user.id).where('reason', 'raffle')
    assert.deepEqual(
      ledger.map((r) => [r.delta, r.reference_type, Number(r.reference_id)]),
      [[-30, 'raffle', id]]
    )
    const published = await record(client, id)
    assert.deepEqual(published.entries, [{ username: user.username, tickets: 3 }])
    assert.equal(published.raffle.tickets, 3)
  })

  test('20 racing requests never take a user past max_tickets', async ({ client, assert }) => {
    const { player: user, id } = await raffleWithPlayer(client, 1000)
    const answers = await Promise.all(Array.from({ length: 20 }, () => enterRaffle(client, user, id, 1)))
    const statuses = answers.map((r) => r.status())
    assert.equal(statuses.filter((s) => s === 200).length, 5)
    assert.equal(statuses.filter((s) => s === 422).length, 15)
    assert.include(answers.find((r) => r.status() === 422)!.body().message, 'at most 5 tickets')
    const entry = await db.from('raffle_entries').where('raffle_id', id).firstOrFail()
    assert.equal(entry.tickets, 5)
    assert.equal(await balanceOf(user), 950)
    assert.include(await raffleRow(id), { tickets_total: 5 })
    assert.deepEqual(await auditPoints(), [])
  })

  test('refused when closed, when the balance is short, or when an eligibility rule fails', async ({
    client,
    assert,
  }) => {
    const { admin, player: poor, id } = await raffleWithPlayer(client, 15)

    const short = await enterRaffle(client, poor, id, 2)
    short.assertStatus(422)
    short.assertBodyContains({ message: en(RAFFLE_MESSAGES.shortBalance) })
    assert.equal(await balanceOf(poor), 15)
    assert.lengthOf(await db.from('raffle_entries'), 0)
    assert.include(await raffleRow(id), { tickets_total: 0 })

    const tooMany = await enterRaffle(client, poor, id, 6)
    tooMany.assertBodyContains({ message: en(RAFFLE_MESSAGES.maxTickets, { max: 5, held: 0 }) })

    const young = await createRaffle(client, admin, { min_account_days: 7, ticket_cost: 0 })
    const newcomer = await createUser()
    const tooNew = await enterRaffle(client, newcomer, young.id)
    tooNew.assertStatus(422)
    tooNew.assertBodyContains({ message: en(RAFFLE_MESSAGES.accountTooNew, { days: 7 }) })
    await db
      .from('users')
      .where('id', newcomer.id)
      .update({ created_at: dbTimestamp(db.connection(), DateTime.utc().minus({ days: 8 })) })
    await expectStatus(enterRaffle(client, newcomer, young.id), 200)

    const kickOnly = await createRaffle(client, admin, { kick_link_required: true, ticket_cost: 0 })
    const unlinked = await enterRaffle(client, newcomer, kickOnly.id)
    unlinked.assertBodyContains({ message: en(RAFFLE_MESSAGES.kickLinkRequired) })
    await User.query().where('id', newcomer.id).update({ kick_id: '777001' })
    await expectStatus(enterRaffle(client, newcomer, kickOnly.id), 200)

    await expectStatus(adminCall(client, admin, 'close', id), 200)
    const rich = await createUser({ points: 500 })
    const closed = await enterRaffle(client, rich, id)
    closed.assertStatus(422)
    closed.assertBodyContains({ message: en(RAFFLE_MESSAGES.notOpen) })
    assert.equal(await balanceOf(rich), 500)

    const guest = await client
      .post(urlFor('raffles.enter', { id: young.id }))
      .sameOrigin()
      .accept('json')
      .json({ tickets: 1 })
    guest.assertStatus(401)
  })

  test('a raffle past its end takes no entry, and the worker closes it', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const user = await createUser({ points: 100 })
    const { id } = await createRaffle(client, admin, { ends_at: DateTime.utc().plus({ minutes: 5 }).toISO() })
    await expectStatus(enterRaffle(client, user, id), 200)
    await db
      .from('raffles')
      .where('id', id)
      .update({ ends_at: dbTimestamp(db.connection(), DateTime.utc().minus({ seconds: 1 })) })
    const late = await enterRaffle(client, user, id)
    late.assertBodyContains({ message: en(RAFFLE_MESSAGES.notOpen) })
    assert.equal(await closeEndedRaffles(), 1)
    const published = await record(client, id)
    assert.equal(published.raffle.status, 'closed')
    assert.deepEqual(recomputedList(published), { entries: [[user.username, 1]], digestMatches: true })
    const audit = await AuditLog.query().where('action', 'raffle.close').firstOrFail()
    assert.isNull(audit.actorId)
  })

  test('the page shows your tickets to you, and guests get the cached page without them', async ({
    client,
    assert,
  }) => {
    const { player: user, id } = await raffleWithPlayer(client, 100)
    await expectStatus(enterRaffle(client, user, id, 2), 200)
    const mine = await client.get(urlFor('raffles.show', { id })).loginAs(user).withInertia()
    mine.assertStatus(200)
    mine.assertInertiaComponent('raffle')
    assert.equal(mine.inertiaProps.myTickets, 2)
    for (let visit = 0; visit < 2; visit++) {
      const guest = await client.get(urlFor('raffles.show', { id })).withInertia()
      assert.isNull(guest.inertiaProps.myTickets)
      assert.deepEqual(guest.inertiaProps.record.entries, [{ username: user.username, tickets: 2 }])
    }
    const other = await createUser({ points: 100 })
    const theirs = await client.get(urlFor('raffles.show', { id })).loginAs(other).withInertia()
    assert.equal(theirs.inertiaProps.myTickets, 0)
  })
})

test.group('Raffles / the chat keyword', (group) => {
  const kick = new FakeKickApi()
  useFakeKick(group, kick, { KICK_WEBHOOK_PUBLIC_KEY: kickPublicPem })

  const say = async (client: ApiClient, kickId: number, username: string, content: string) => {
    const response = await postKickEvent(client, signed('chat.message.sent', chat(kickId, username, 1, content)))
    response.assertStatus(200)
  }

  test('a linked chatter gets one free ticket, once; an unlinked one is told to link', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const linked = await createUser({ points: 40, kickId: '4242', kickUsername: 'viewer' })
    const { id } = await createRaffle(client, admin, { keyword: '!Join' })

    await say(client, 4242, 'viewer', 'hello')
    assert.lengthOf(await db.from('raffle_entries'), 0)
    await say(client, 4242, 'viewer', '  !JOIN ')
    await say(client, 4242, 'viewer', '!join')
    await say(client, 5555, 'stranger', '!join')
    await settledChatReplies()

    const entries = await db.from('raffle_entries').where('raffle_id', id)
    assert.deepEqual(
      entries.map((e) => [e.user_id, e.tickets, e.points_spent, Boolean(e.chat_ticket)]),
      [[linked.id, 1, 0, true]]
    )
    assert.equal(await balanceOf(linked), 40)
    assert.deepEqual(
      kick.chatMessages.map((m) => m.body.content),
      [en('bot.raffle_not_linked', { username: 'stranger', platform: 'Kick' })]
    )
    // the free ticket adds to bought ones, within max_tickets
    await expectStatus(enterRaffle(client, linked, id, 2), 200)
    assert.include(await db.from('raffle_entries').where('raffle_id', id).firstOrFail(), { tickets: 3 })
  })

  test('the keyword enters nothing once the raffle is closed or for an ineligible chatter', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ admin: true })
    await createUser({ kickId: '4242', kickUsername: 'viewer' })
    const old = await createRaffle(client, admin, { keyword: '!old', min_account_days: 30 })
    const closed = await createRaffle(client, admin, { keyword: '!join' })
    await expectStatus(adminCall(client, admin, 'close', closed.id), 200)
    await say(client, 4242, 'viewer', '!old')
    await say(client, 4242, 'viewer', '!join')
    assert.lengthOf(await db.from('raffle_entries'), 0)
    assert.include(await raffleRow(old.id), { tickets_total: 0 })
  })
})

test.group('Raffles / close and draw', (group) => {
  group.each.setup(() => resetDatabase())
  const beacons = beaconPerTest(group)

  async function filledRaffle(client: ApiClient, fields: object = {}) {
    const admin = await createUser({ admin: true })
    const { id } = await createRaffle(client, admin, { winners: 3, ...fields })
    const users = await enterFourEntrants(client, id)
    // alice comes back: her place in the order is her first entry
    await expectStatus(enterRaffle(client, users[0], id, 1), 200)
    return { admin, id, users }
  }

  test('the close freezes the canonical entries and their SHA-256 at once', async ({ client, assert }) => {
    const { admin, id, users } = await filledRaffle(client)
    const closed = await adminCall(client, admin, 'close', id)
    closed.assertStatus(200)
    const published = await record(client, id)
    // version 2: [[name_commit, tickets], ...] hashed, each name published with its own salt
    assert.equal(published.canonical_version, 2)
    const { entries, digestMatches } = recomputedList(published)
    assert.deepEqual(entries, [
      ['alice', 3],
      ['bob', 5],
      ['carol', 1],
      ['dave', 3],
    ])
    assert.isTrue(digestMatches)
    const salts = published.names.map(([, salt]: [string, string]) => salt)
    assert.lengthOf(new Set(salts.filter((salt: string) => /^[0-9a-f]{32}$/.test(salt))), 4)
    assert.equal(closed.body().canonical, published.canonical)
    assert.equal(closed.body().entries_sha256, sha256(published.canonical))
    assert.isNull(published.seed)
    // nothing moves it afterwards
    await expectStatus(enterRaffle(client, users[2], id, 1), 422)
    await expectStatus(adminCall(client, admin, 'close', id), 409)
    assert.deepInclude(await record(client, id), { canonical: published.canonical, names: published.names })
  })

  test('with the beacon off the draw uses `${id}:${k}`, says so, and anyone can redo it', async ({
    client,
    assert,
  }) => {
    beacons.env({ VAULT_BEACON_URL: 'off' })
    const { admin, id } = await filledRaffle(client)
    const early = await adminCall(client, admin, 'draw', id)
    early.assertBodyContains({ message: en(RAFFLE_MESSAGES.notClosed) })
    await expectStatus(adminCall(client, admin, 'close', id), 200)
    const drawn = await adminCall(client, admin, 'draw', id)
    drawn.assertStatus(200)
    const published = await record(client, id)
    assert.isNull(published.beacon)
    assert.isFalse(published.beacon_verified)
    assert.equal(sha256(published.seed), published.seed_hash)
    assert.lengthOf(published.winners, 3)
    assert.deepEqual(published.winners, redraw(published))
    assert.equal(new Set(published.winners.map((w: any) => w.username)).size, 3)
    assert.deepInclude(await checkRaffleRecord(published), { seedMatches: true, entriesMatch: true, matches: true })
    const audit = await AuditLog.query().where('action', 'raffle.draw').firstOrFail()
    assert.deepEqual((audit.after as any).messages, [`${id}:0`, `${id}:1`, `${id}:2`])
    // every raffle page says plainly that the draw is not beacon-backed
    for (const url of [urlFor('raffles'), urlFor('raffles.show', { id })]) {
      const page = await client.get(url).withInertia()
      assert.isFalse((page.inertiaProps as any).beaconVerified, url)
      const html = await client.get(url)
      assert.include(html.text(), en(BEACON_OFF_NOTICE))
    }
  })

  test('with the fake beacon the draw waits for the first round after the close and uses it', async ({
    client,
    assert,
  }) => {
    const beacon = beacons.use(await startFakeBeacon({ period: 2 }))
    const { admin, id } = await filledRaffle(client)
    await expectStatus(adminCall(client, admin, 'close', id), 200)
    const { raffle: closedRaffle } = await record(client, id)
    const closedAt = closedRaffle.closed_at
    const drawn = await adminCall(client, admin, 'draw', id)
    drawn.assertStatus(200)
    const published = await record(client, id)
    const round = firstRoundAfter(DateTime.fromISO(closedAt).toMillis(), beacon)
    assert.equal(published.beacon.round, round)
    assert.deepEqual(published.beacon, { ...beacon.round(round), chain_hash: beacon.chainHash })
    assert.isTrue(published.beacon_verified)
    const page = await client.get(urlFor('raffles.show', { id })).withInertia()
    assert.isTrue((page.inertiaProps as any).beaconVerified)
    const html = await client.get(urlFor('raffles.show', { id }))
    assert.notInclude(html.text(), en(BEACON_OFF_NOTICE))
    assert.deepEqual(published.winners, redraw(published))
    assert.deepInclude(await checkRaffleRecord(published), { matches: true })
    assert.deepEqual(
      drawn.body().winners.map((w: any) => w.username),
      published.winners.map((w: any) => w.username)
    )
  })

  test('an unreachable beacon draws nothing and never falls back', async ({ client, assert }) => {
    const beacon = beacons.use(await startFakeBeacon({ period: 2 }))
    const { admin, id } = await filledRaffle(client)
    await expectStatus(adminCall(client, admin, 'close', id), 200)
    beacon.fail()
    const refused = await adminCall(client, admin, 'draw', id)
    refused.assertStatus(409)
    refused.assertBodyContains({ message: en(RAFFLE_MESSAGES.beaconPending) })
    const waiting = await record(client, id)
    assert.equal(waiting.raffle.status, 'closed')
    assert.lengthOf(await db.from('raffle_winners'), 0)
    beacon.recover()
    await expectStatus(adminCall(client, admin, 'draw', id), 200)
    assert.lengthOf(await db.from('raffle_winners'), 3)
  })

  test('racing draws give one result', async ({ client, assert }) => {
    beacons.env({ VAULT_BEACON_URL: 'off' })
    const { admin, id } = await filledRaffle(client, { prize_points: 50 })
    await expectStatus(adminCall(client, admin, 'close', id), 200)
    const answers = await Promise.all(Array.from({ length: 6 }, () => adminCall(client, admin, 'draw', id)))
    for (const answer of answers) answer.assertStatus(200)
    const results = new Set(answers.map((a) => JSON.stringify(a.body().winners)))
    assert.equal(results.size, 1)
    assert.lengthOf(await db.from('raffle_winners').where('raffle_id', id), 3)
    // the points prize was paid once per winner, through the ledger
    const prizes = await db.from('point_transactions').where('reference_type', 'raffle_win')
    assert.lengthOf(prizes, 3)
    assert.isTrue(prizes.every((p) => p.delta === 50 && p.reason === 'raffle'))
    assert.lengthOf(await AuditLog.query().where('action', 'raffle.draw'), 1)
    assert.deepEqual(await auditPoints(), [])
  })

  test('winners are recorded by the user ids frozen at the close, whatever the entries became', async ({
    client,
    assert,
  }) => {
    beacons.env({ VAULT_BEACON_URL: 'off' })
    const { admin, id, users } = await filledRaffle(client, { prize_points: 50 })
    await expectStatus(adminCall(client, admin, 'close', id), 200)
    // today's entries change after the close: the first entrant's rows are gone
    await db.from('raffle_entries').where('raffle_id', id).where('user_id', users[0].id).delete()
    await expectStatus(adminCall(client, admin, 'draw', id), 200)
    const winners = await db.from('raffle_winners').where('raffle_id', id).orderBy('position')
    assert.lengthOf(winners, 3)
    const byId = new Map(users.map((u) => [u.id, u.username]))
    for (const winner of winners) {
      // the recorded user is the one whose name the frozen list drew
      assert.equal(byId.get(Number(winner.user_id)), winner.username)
    }
    const prizes = await db.from('point_transactions').where('reference_type', 'raffle_win').orderBy('id')
    assert.sameMembers(
      prizes.map((p) => Number(p.user_id)),
      winners.map((w) => Number(w.user_id))
    )
  })

  test('an entrant deleted after the close: the draw still matches and the record verifies from its own data', async ({
    client,
    assert,
  }) => {
    beacons.env({ VAULT_BEACON_URL: 'off' })
    const { admin, id, users } = await filledRaffle(client, { winners: 4 })
    // the same entrants in a raffle frozen in version 1, as raffles closed before version 2 were
    const { id: old } = await createRaffle(client, admin, { winners: 4 })
    for (const user of users) await expectStatus(enterRaffle(client, user, old), 200)
    for (const raffle of [id, old]) await expectStatus(adminCall(client, admin, 'close', raffle), 200)
    const v1 = JSON.stringify(users.map((u) => [u.username, 1]))
    await db
      .from('raffles')
      .where('id', old)
      .update({ canonical: v1, entries_sha256: sha256(v1), canonical_version: 1, canonical_names: null })
    const closed = await record(client, id)
    const bob = users[1]
    await deleteAccount(bob, { password: FACTORY_PASSWORD }, '127.0.0.1')
    for (const raffle of [id, old]) await expectStatus(adminCall(client, admin, 'draw', raffle), 200)

    // version 2: the hashed list untouched; bob's name and salt gone, his commit kept
    const published = await record(client, id)
    assert.equal(published.canonical, closed.canonical)
    assert.equal(published.entries_sha256, closed.entries_sha256)
    assert.deepEqual(published.names[1], [DELETED_USER_LABEL, null])
    assert.deepEqual(
      published.redactions.map((r: any) => r.entry),
      [1]
    )
    const text = JSON.stringify(published)
    assert.notInclude(text, JSON.stringify(bob.username))
    assert.notInclude(text, closed.names[1][1])
    assert.isTrue(recomputedList(published).digestMatches)
    assert.deepEqual(published.winners, redraw(published))
    assert.include(
      published.winners.map((w: any) => w.username),
      DELETED_USER_LABEL
    )
    assert.deepInclude(await checkRaffleRecord(published), { seedMatches: true, entriesMatch: true, matches: true })

    // version 1 keeps its format: the name replaced in the hashed text, the digest of the list as hashed
    const legacy = await record(client, old)
    assert.deepInclude(legacy, { canonical_version: 1, names: null, entries_sha256: sha256(v1) })
    assert.equal(legacy.canonical, v1.replace(JSON.stringify(bob.username), JSON.stringify(DELETED_USER_LABEL)))
    assert.deepEqual(legacy.winners, redraw(legacy))
    assert.deepInclude(await checkRaffleRecord(legacy), { entriesMatch: false, matches: true })
    assert.deepEqual(await auditPoints(), [])
  })

  test('an unpinned beacon refuses the close and changes nothing', async ({ client, assert }) => {
    beacons.env({ VAULT_BEACON_URL: 'https://relay.example/abcd' })
    const { admin, id } = await filledRaffle(client)
    const refused = await adminCall(client, admin, 'close', id)
    refused.assertStatus(422)
    refused.assertBodyContains({ message: en(BEACON_NOT_PINNED) })
    const row = await raffleRow(id)
    assert.equal(row.status, 'open')
    assert.isNull(row.closed_at)
    assert.isNull(row.canonical)
    // the worker's close of an ended raffle is refused alike
    const ended = dbTimestamp(db.connection(), DateTime.utc().minus({ minutes: 1 }))
    await db.from('raffles').where('id', id).update({ ends_at: ended })
    assert.isNull(await closeEndedRaffles())
    const still = await raffleRow(id)
    assert.equal(still.status, 'open')
    assert.lengthOf(await AuditLog.query().where('action', 'raffle.close'), 0)
  })

  test('a hand-paid prize has a payout status: pending, paid with a reference, void', async ({ client, assert }) => {
    beacons.env({ VAULT_BEACON_URL: 'off' })
    const { admin, id } = await filledRaffle(client)
    await expectStatus(adminCall(client, admin, 'close', id), 200)
    await expectStatus(adminCall(client, admin, 'draw', id), 200)
    const url = urlFor('admin_api.raffles.payout', { id, position: 0 })
    const noReference = await jsonAs(client, admin).put(url, { status: 'paid' })
    noReference.assertStatus(422)
    const paid = await jsonAs(client, admin).put(url, { status: 'paid', reference: 'tx-991' })
    paid.assertStatus(200)
    const winner = await db.from('raffle_winners').where('raffle_id', id).where('position', 0).firstOrFail()
    assert.equal(winner.payout_status, 'paid')
    assert.equal(winner.payout_reference, 'tx-991')
    await expectStatus(
      jsonAs(client, admin).put(urlFor('admin_api.raffles.payout', { id, position: 9 }), { status: 'void' }),
      404
    )
    assert.lengthOf(await AuditLog.query().where('action', 'raffle.payout'), 1)
  })
})

test.group('Raffles / cancel', (group) => {
  group.each.setup(() => resetDatabase())

  test('cancelling an open raffle refunds every ticket through the ledger; points:audit stays clean', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ admin: true })
    const a = await createUser({ points: 100 })
    const b = await createUser({ points: 100 })
    const { id } = await createRaffle(client, admin)
    await expectStatus(enterRaffle(client, a, id, 3), 200)
    await expectStatus(enterRaffle(client, b, id, 1), 200)
    await expectStatus(enterRaffle(client, a, id, 2), 200)
    assert.equal(await balanceOf(a), 50)
    const cancelled = await adminCall(client, admin, 'cancel', id)
    cancelled.assertStatus(200)
    cancelled.assertBodyContains({ message: en(RAFFLE_MESSAGES.cancelled), refunded: 60 })
    assert.equal(await balanceOf(a), 100)
    assert.equal(await balanceOf(b), 100)
    const refunds = await db.from('point_transactions').where('reason', 'refund').where('reference_type', 'raffle')
    assert.lengthOf(refunds, 2)
    assert.deepEqual(await auditPoints(), [])
    const again = await adminCall(client, admin, 'cancel', id)
    again.assertStatus(409)
    assert.equal(await balanceOf(a), 100)
    await expectStatus(adminCall(client, admin, 'close', id), 409)
    await expectStatus(adminCall(client, admin, 'draw', id), 409)
  })

  test('a closed raffle cannot be cancelled: nothing changes and its record stays public', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ admin: true })
    const a = await createUser({ points: 100 })
    const { id } = await createRaffle(client, admin)
    await expectStatus(enterRaffle(client, a, id, 3), 200)
    await expectStatus(adminCall(client, admin, 'close', id), 200)
    const before = await raffleRow(id)
    const published = await record(client, id)

    const refused = await adminCall(client, admin, 'cancel', id)
    refused.assertStatus(409)
    refused.assertBodyContains({ message: en(RAFFLE_MESSAGES.notCancellable) })
    assert.deepEqual(await raffleRow(id), before)
    assert.equal(await balanceOf(a), 70)
    assert.lengthOf(await db.from('point_transactions').where('reason', 'refund'), 0)
    assert.lengthOf(await AuditLog.query().where('action', 'raffle.cancel'), 0)
    assert.deepEqual(await record(client, id), published)
    assert.equal(published.raffle.status, 'closed')
    // it is drawn as closed
    await expectStatus(adminCall(client, admin, 'draw', id), 200)
    assert.deepEqual(await auditPoints(), [])
  })
})

test.group('Raffles / subscribers only', (group) => {
  kickPointsTests(group)

  /** A user whose Kick account (id) is linked */
  const linked = (kickId: number) => createKickLinkedUser(kickId, { points: 100 })

  test('a subscribers-only raffle refuses a non-subscriber and changes nothing; a subscriber enters', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ admin: true })
    const raffle = await createRaffle(client, admin, { subscribers_only: true })
    const fan = await linked(201)
    const subscriber = await linked(202)
    await expectStatus(postKickEvent(client, signed('channel.subscription.new', subscription(202))), 200)

    const refused = await enterRaffle(client, fan, raffle.id)
    refused.assertStatus(422)
    refused.assertBodyContains({ message: en(RAFFLE_MESSAGES.subscribersOnly) })
    await fan.refresh()
    assert.equal(fan.balance, 100)

    await expectStatus(enterRaffle(client, subscriber, raffle.id), 200)
    const published = await record(client, raffle.id)
    assert.equal(published.raffle.subscribers_only, true)
    assert.deepEqual(
      published.entries.map((e: { username: string }) => e.username),
      [subscriber.username]
    )
  })
})
