import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { createUser } from '#tests/helpers/database/users'
import { jsonAs, openAdminPage } from '#tests/helpers/database/admin_fixtures'
import { expectStatus, guestPost } from '#tests/helpers/http/requests'
import { chat, FakeKickApi, postKickEvent, kickPointsTests, signed, useFakeKick } from '#tests/helpers/fakes/kick'
import { settledChatReplies } from '#services/chat_points/chat_replies'
import type User from '#models/user'
import HuntSlot from '#models/hunt_slot'
import { SLOT_NAME_TOO_LONG, SLOT_REQUEST_MESSAGES as M } from '#shared/slot_requests'
import { SLOT_REQUEST_INPUT_MESSAGES } from '#validators/slot_requests'
import { auditPointsAfterEach } from '#tests/helpers/database/economy'
import { en } from '#tests/helpers/i18n/english'

type Client = InstanceType<typeof ApiClient>

/** The admin opens (or closes) requests: { open, cost, per_user } */
const openRequests = (client: Client, admin: User, body: object) =>
  jsonAs(client, admin).post(urlFor('admin_api.slot_requests.open'), body)

/** A viewer requests from the hunt page */
const request = (client: Client, user: User, slot: string) =>
  jsonAs(client, user).post(urlFor('economy.slot_request'), { slot })

const openQueue = async () => db.from('slot_requests').where('status', 'open').orderBy('id', 'asc')

/** What the public hunt page shows of the queue */
async function publicQueue(client: Client) {
  const response = await client.get(urlFor('bonus_hunt')).withInertia()
  return (response.inertiaProps as any).requests
}

const linked = (kickId: string, kickUsername: string, points = 0) => createUser({ points, kickId, kickUsername })

test.group('Slot requests / requesting, names and votes', (group) => {
  kickPointsTests(group)

  test('names are normalised: the same slot again is a vote, listed once with its requesters', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ admin: true })
    const [first, second] = [await createUser(), await createUser()]
    await expectStatus(openRequests(client, admin, { open: true }), 200)

    const one = await request(client, first, '  Gates   of Olympus ')
    one.assertStatus(200)
    one.assertBodyContains({ message: en(M.requested, { slot: 'Gates of Olympus' }), votes: 1 })
    const two = await request(client, second, 'gates of OLYMPUS')
    two.assertStatus(200)
    two.assertBodyContains({ message: en(M.voted, { slot: 'Gates of Olympus', votes: 2 }), votes: 2 })

    const rows = await openQueue()
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].slot_name, 'Gates of Olympus')
    const queue = await publicQueue(client)
    assert.deepInclude(queue.requests[0], { slot_name: 'Gates of Olympus', requester: first.username, votes: 2 })
    const page = await openAdminPage(client, admin, 'slot_requests')
    assert.deepEqual(page.requests[0].requesters, [first.username, second.username])
  })

  test('refused with its own message: closed, empty, too long, at the limit, twice the same', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ admin: true })
    const user = await createUser()
    const closed = await request(client, user, 'Sugar Rush')
    closed.assertStatus(409)
    closed.assertBodyContains({ message: en(M.closed) })

    await openRequests(client, admin, { open: true, per_user: 2 })
    const answer1 = await request(client, user, '   ')
    answer1.assertBodyContains({ message: en(M.empty) })
    const answer2 = await request(client, user, 'x'.repeat(61))
    answer2.assertBodyContains({ message: en(SLOT_NAME_TOO_LONG) })
    await expectStatus(request(client, user, 'Sugar Rush'), 200)
    const again = await request(client, user, 'sugar  rush')
    again.assertStatus(409)
    again.assertBodyContains({ message: en(M.alreadyVoted) })
    await expectStatus(request(client, user, 'Wanted Dead or a Wild'), 200)
    const third = await request(client, user, 'Big Bass Bonanza')
    third.assertStatus(409)
    third.assertBodyContains({ message: en(M.limit, { perUser: 2 }) })
    assert.lengthOf(await openQueue(), 2)

    const badCost = await openRequests(client, admin, { open: true, cost: -1 })
    badCost.assertStatus(422)
    assert.include(JSON.stringify(badCost.body()), en(SLOT_REQUEST_INPUT_MESSAGES.cost))
  })

  test('the cost goes through the ledger; without enough points nothing is written', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const rich = await createUser({ points: 500 })
    const poor = await createUser({ points: 50 })
    await openRequests(client, admin, { open: true, cost: 100 })
    await expectStatus(request(client, rich, 'Sweet Bonanza'), 200)
    await rich.refresh()
    assert.equal(rich.balance, 400)
    const ledger = await db.from('point_transactions').where('user_id', rich.id).where('reason', 'slot_request')
    assert.lengthOf(ledger, 1)
    assert.equal(ledger[0].delta, -100)

    const refused = await request(client, poor, 'Sweet Bonanza')
    refused.assertStatus(409)
    refused.assertBodyContains({ message: en(M.notEnoughPoints, { cost: 100 }) })
    await poor.refresh()
    assert.equal(poor.balance, 50)
    assert.lengthOf(await db.from('slot_request_votes'), 1)
  })

  test('racing requests of one viewer: the limit holds and the cost is paid once', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const user = await createUser({ points: 1000 })
    await openRequests(client, admin, { open: true, cost: 100 })
    const answers = await Promise.all(
      ['Slot A', 'Slot B', 'Slot C', 'Slot D', 'Slot E'].map((slot) => request(client, user, slot))
    )
    assert.equal(answers.filter((a) => a.status() === 200).length, 1)
    assert.lengthOf(await openQueue(), 1)
    await user.refresh()
    assert.equal(user.balance, 900)
  })

  test('racing first requests of one slot by several viewers: one request, every vote', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    await openRequests(client, admin, { open: true })
    const users = await Promise.all([1, 2, 3, 4].map(() => createUser()))
    const answers = await Promise.all(users.map((user) => request(client, user, 'Razor Shark')))
    assert.deepEqual(
      answers.map((a) => a.status()),
      [200, 200, 200, 200]
    )
    const rows = await openQueue()
    assert.lengthOf(rows, 1)
    assert.lengthOf(await db.from('slot_request_votes').where('slot_request_id', rows[0].id), 4)
  })

  test('guests cannot request', async ({ client, assert }) => {
    const response = await guestPost(client, urlFor('economy.slot_request')).json({ slot: 'x' })
    response.assertStatus(401)
    assert.lengthOf(await openQueue(), 0)
  })
})

test.group('Slot requests / the queue: accept, reject, clear', (group) => {
  kickPointsTests(group)

  async function withRequests(client: Client, cost = 100) {
    const admin = await createUser({ admin: true })
    const [a, b] = [await createUser({ points: 1000 }), await createUser({ points: 1000 })]
    await openRequests(client, admin, { open: true, cost })
    await request(client, a, 'Gates of Olympus')
    await request(client, b, 'gates of olympus')
    await request(client, b, 'Sugar Rush').then((r) => r.assertStatus(409)) // b is at the limit
    await request(client, a, 'Sugar Rush').then((r) => r.assertStatus(409))
    return { admin, a, b }
  }

  test('accept needs a live hunt, then adds the slot with its first requester and marks it played', async ({
    client,
    assert,
  }) => {
    const { admin, a, b } = await withRequests(client)
    const [req] = await openQueue()
    const url = urlFor('admin_api.slot_requests.accept', { id: req.id })
    const refused = await jsonAs(client, admin).post(url, { bet_size: 1 })
    refused.assertStatus(422)
    refused.assertBodyContains({ message: en(M.noLiveHunt) })
    assert.lengthOf(await openQueue(), 1)

    await jsonAs(client, admin).post(urlFor('admin_api.hunt.start'), { title: 'Hunt', starting_balance: 1000 })
    const accepted = await jsonAs(client, admin).post(url, { bet_size: 2.5 })
    accepted.assertStatus(200)
    accepted.assertBodyContains({ message: en(M.accepted, { slot: 'Gates of Olympus' }), requests: [] })
    const slot = await HuntSlot.firstOrFail()
    assert.equal(slot.slotName, 'Gates of Olympus')
    assert.equal(slot.betSize, 2.5)
    assert.equal(slot.requestedBy, a.username)
    const row = await db.from('slot_requests').where('id', req.id).first()
    assert.equal(row.status, 'played')
    assert.equal(row.hunt_slot_id, slot.id)

    // the public hunt names the requester; played costs are kept
    const huntPage = await client.get(urlFor('bonus_hunt')).withInertia()
    const hunt = huntPage.inertiaProps as any
    assert.equal(hunt.hunt.slots[0].requested_by, a.username)
    await b.refresh()
    assert.equal(b.balance, 900)
    const again = await jsonAs(client, admin).post(url, { bet_size: 1 })
    again.assertStatus(404)
    const audit = await db.from('audit_logs').where('action', 'slot_requests.accept')
    assert.lengthOf(audit, 1)
  })

  test('rejecting refunds every requester, once', async ({ client, assert }) => {
    const { admin, a, b } = await withRequests(client)
    const [req] = await openQueue()
    const url = urlFor('admin_api.slot_requests.reject', { id: req.id })
    const answer3 = await jsonAs(client, admin).post(url)
    answer3.assertBodyContains({ message: en(M.rejected) })
    await expectStatus(jsonAs(client, admin).post(url), 404)
    await a.refresh()
    await b.refresh()
    assert.equal(a.balance, 1000)
    assert.equal(b.balance, 1000)
    const refunds = await db
      .from('point_transactions')
      .where('reason', 'refund')
      .where('reference_type', 'slot_request')
    assert.lengthOf(refunds, 2)
    assert.lengthOf(await db.from('audit_logs').where('action', 'slot_requests.reject'), 1)
  })

  test('clear all refunds every open request', async ({ client, assert }) => {
    const { admin, a, b } = await withRequests(client, 50)
    const c = await createUser({ points: 50 })
    await request(client, c, 'Sugar Rush')
    const cleared = await jsonAs(client, admin).post(urlFor('admin_api.slot_requests.clear'))
    cleared.assertBodyContains({ message: en(M.cleared, { count: 2 }), requests: [] })
    for (const user of [a, b, c]) {
      await user.refresh()
      assert.equal(user.balance, user.id === c.id ? 50 : 1000)
    }
    // a refunded viewer can request again
    await expectStatus(request(client, c, 'Sugar Rush'), 200)
    assert.lengthOf(await db.from('audit_logs').where('action', 'slot_requests.clear'), 1)
  })

  test('the admin routes are admins only', async ({ client }) => {
    const user = await createUser()
    await expectStatus(openRequests(client, user, { open: true }), 403)
    await expectStatus(jsonAs(client, user).post(urlFor('admin_api.slot_requests.clear')), 403)
  })
})

const kick = new FakeKickApi()

test.group('Slot requests / !sr in Kick chat', (group) => {
  useFakeKick(group, kick, { KICK_WEBHOOK_PUBLIC_KEY: undefined })
  auditPointsAfterEach(group)

  const say = async (client: Client, userId: number, username: string, content: string) => {
    const message = chat(userId, username, 1, content)
    await expectStatus(postKickEvent(client, signed('chat.message.sent', message)), 200)
    return message
  }

  test('a linked account requests and votes; an unlinked one is told to link; replies are limited', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ admin: true })
    await openRequests(client, admin, { open: true, cost: 10 })
    const viewer = await linked('4242', 'viewer', 100)
    const fan = await linked('4343', 'fan', 100)

    const first = await say(client, 4242, 'viewer', '!sr   Gates  of Olympus')
    await say(client, 4343, 'fan', '!SR gates of olympus')
    await say(client, 5555, 'stranger', '!sr Sugar Rush')
    await say(client, 4242, 'viewer', '!sr Sugar Rush') // refused (limit), reply limited
    await settledChatReplies()

    const rows = await openQueue()
    assert.lengthOf(rows, 1)
    await viewer.refresh()
    await fan.refresh()
    assert.equal(viewer.balance, 90)
    assert.equal(fan.balance, 90)
    assert.deepEqual(
      kick.chatMessages.map((m) => m.body.content),
      [
        `@viewer ${en(M.requested, { slot: 'Gates of Olympus' })}`,
        `@fan ${en(M.voted, { slot: 'Gates of Olympus', votes: 2 })}`,
        '@stranger link your Kick account on the site to request slots',
      ]
    )
    assert.equal(kick.chatMessages[0].body.reply_to_message_id, first.message_id)
  })

  test('a refusal is said in chat', async ({ client, assert }) => {
    await linked('4242', 'viewer')
    await say(client, 4242, 'viewer', '!sr Sugar Rush')
    await settledChatReplies()
    assert.deepEqual(
      kick.chatMessages.map((m) => m.body.content),
      [`@viewer ${en(M.closed)}`]
    )
    assert.lengthOf(await openQueue(), 0)
  })
})
