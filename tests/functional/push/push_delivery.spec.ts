import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { DateTime } from 'luxon'
import { createUser } from '#tests/helpers/database/users'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { createRaffle } from '#tests/helpers/database/raffles'
import { expectStatus } from '#tests/helpers/http/requests'
import { fakePushEachTest, pushOutbox, subscribeBrowser } from '#tests/helpers/fakes/push_setup'
import { deliverDuePush } from '#services/push/delivery'
import { queueGoLivePush } from '#services/push/outbox'
import { pushConfig } from '#config/push'
import { BonusHuntFactory, paidSlots } from '#database/factories/hunt_factory'

const D = pushConfig.delivery
const later = (seconds: number) => DateTime.utc().plus({ seconds })

test.group('Push / the worker’s delivery', (group) => {
  const push = fakePushEachTest(group)

  test('a raffle opening pushes once, encrypted, to the raffle_opened subscribers only', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const fan = await createUser()
    const other = await createUser()
    const wanted = await subscribeBrowser(client, fan, push.fake, ['raffle_opened'])
    const unwanted = await subscribeBrowser(client, other, push.fake, ['hunt_started', 'won'])
    const { id } = await createRaffle(client, admin)
    // queued in the raffle's transaction, sent only by the worker
    assert.lengthOf(push.fake.received, 0)
    assert.lengthOf(await pushOutbox(), 1)
    assert.deepEqual(await deliverDuePush(), { delivered: 1, removed: 0 })
    assert.isNull(await deliverDuePush(later(3600)))

    assert.deepEqual(push.fake.errors, [])
    const [got] = push.fake.messagesOf(wanted.endpoint)
    assert.deepEqual(got.message, {
      title: 'New raffle: Friday giveaway',
      body: 'Prize: $50 tip. Entries are open.',
      url: `/raffles/${id}`,
      tag: got.message.tag,
    })
    // the VAPID JWT names the push service's origin and the site's contact
    assert.equal(got.audience, push.fake.origin)
    assert.equal(got.subject, 'mailto:push-test@neonplay.local')
    assert.equal(got.ttl, String(pushConfig.ttlSeconds))
    assert.lengthOf(push.fake.messagesOf(unwanted.endpoint), 0)
    const [row] = await pushOutbox()
    assert.equal(row.status, 'delivered')
  })

  test('a hunt starting pushes once to hunt_started subscribers, in each one’s language', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ admin: true })
    const german = await createUser()
    await db.from('users').where('id', german.id).update({ locale: 'de' })
    const english = await createUser()
    const de = await subscribeBrowser(client, german, push.fake, ['hunt_started'])
    const en = await subscribeBrowser(client, english, push.fake, ['hunt_started'])
    await subscribeBrowser(client, english, push.fake, ['raffle_opened'])
    await expectStatus(
      jsonAs(client, admin).post(urlFor('admin_api.hunt.start'), { title: 'Sunday hunt', starting_balance: 500 }),
      200
    )
    await deliverDuePush()
    await deliverDuePush(later(60))
    assert.lengthOf(push.fake.received, 2)
    assert.equal(push.fake.messagesOf(de.endpoint)[0].message.title, 'Bonus Hunt gestartet')
    assert.equal(push.fake.messagesOf(en.endpoint)[0].message.body, 'Sunday hunt: guess the final balance.')
    assert.equal(push.fake.messagesOf(en.endpoint)[0].message.url, '/bonus-hunt')
  })

  test('a drawn raffle tells its winner only (the won topic is personal)', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const api = jsonAs(client, admin)
    const { id } = await createRaffle(client, admin, { winners: 1 })
    const winner = await createUser({ username: 'bob', points: 100 })
    const loser = await createUser({ username: 'carl', points: 100 })
    const bobs = await subscribeBrowser(client, winner, push.fake, ['won'])
    const carls = await subscribeBrowser(client, loser, push.fake, ['won'])
    await expectStatus(jsonAs(client, winner).post(urlFor('raffles.enter', { id }), { tickets: 1 }), 200)
    await expectStatus(api.post(urlFor('admin_api.raffles.close', { id })), 200)
    await expectStatus(api.post(urlFor('admin_api.raffles.draw', { id })), 200)
    await deliverDuePush()
    assert.deepEqual(
      push.fake.messagesOf(bobs.endpoint).map((m) => m.message.title),
      ['You won the raffle Friday giveaway!']
    )
    assert.lengthOf(push.fake.messagesOf(carls.endpoint), 0)
  })

  test('a finished hunt tells the closest guess only', async ({ client, assert }) => {
    const hunt = await BonusHuntFactory.merge({ guessingOpen: true, title: 'Big hunt' })
      .with('slots', 2, (slot) => slot.merge(paidSlots([60, 40])))
      .create()
    const admin = await createUser({ admin: true })
    const close = await createUser()
    const far = await createUser()
    const closeBrowser = await subscribeBrowser(client, close, push.fake, ['won'])
    const farBrowser = await subscribeBrowser(client, far, push.fake, ['won'])
    for (const [user, amount] of [
      [close, 101],
      [far, 500],
    ] as const) {
      await expectStatus(jsonAs(client, user).post(urlFor('economy.hunt_guess')).json({ amount }), 200)
    }
    await expectStatus(jsonAs(client, admin).post(urlFor('admin_api.hunt.finish')).json({}), 200)
    await deliverDuePush()
    assert.deepEqual(
      push.fake.messagesOf(closeBrowser.endpoint).map((m) => m.message),
      [
        {
          title: 'Your guess won!',
          body: 'Your guess was the closest in the bonus hunt Big hunt.',
          url: `/bonus-hunt/${hunt.id}`,
          tag: push.fake.messagesOf(closeBrowser.endpoint)[0]?.message.tag,
        },
      ]
    )
    assert.lengthOf(push.fake.messagesOf(farBrowser.endpoint), 0)
  })

  test('a 410 from the push service removes the subscription and its queued rows', async ({ client, assert }) => {
    const user = await createUser()
    const gone = await subscribeBrowser(client, user, push.fake, ['go_live'])
    const kept = await subscribeBrowser(client, user, push.fake, ['go_live'])
    await db.transaction((trx) => queueGoLivePush(trx, { platform: 'kick', title: 'Slots', url: '/' }))
    push.fake.answerNext(410)
    assert.deepEqual(await deliverDuePush(), { delivered: 1, removed: 1 })
    const rows = await db.from('push_subscriptions')
    assert.deepEqual(
      rows.map((r) => r.endpoint),
      [kept.endpoint]
    )
    assert.lengthOf(await pushOutbox(), 1)
    assert.lengthOf(push.fake.messagesOf(gone.endpoint), 1)
    assert.equal(push.fake.messagesOf(kept.endpoint)[0].message.title, 'Live now on Kick')
  })

  test('a 500 is retried with backoff, doubling, then delivered', async ({ client, assert }) => {
    const user = await createUser()
    await subscribeBrowser(client, user, push.fake, ['go_live'])
    await db.transaction((trx) => queueGoLivePush(trx, { platform: 'twitch', title: 'Live', url: '/' }))
    push.fake.answerNext(500, 503)
    const start = DateTime.utc().startOf('second').plus({ seconds: 1 })
    await deliverDuePush(start)
    let [row] = await pushOutbox()
    assert.equal(row.status, 'pending')
    assert.include(row.last_error, `the push service answered 500; next try in ${D.firstBackoffSeconds} s`)
    assert.isNull(await deliverDuePush(start.plus({ seconds: D.firstBackoffSeconds - 1 })))
    await deliverDuePush(start.plus({ seconds: D.firstBackoffSeconds }))
    ;[row] = await pushOutbox()
    assert.include(row.last_error, `next try in ${D.firstBackoffSeconds * 2} s`)
    const third = start.plus({ seconds: D.firstBackoffSeconds * 3 })
    assert.deepEqual(await deliverDuePush(third), { delivered: 1, removed: 0 })
    ;[row] = await pushOutbox()
    assert.deepEqual([row.status, Number(row.attempts)], ['delivered', 3])
    assert.lengthOf(push.fake.received, 3)
    // the same occurrence is queued once per browser
    await db.transaction((trx) =>
      queueGoLivePush(trx, { platform: 'twitch', title: 'Live', url: '/', occurrence: 'live:twitch:1' })
    )
    await db.transaction((trx) =>
      queueGoLivePush(trx, { platform: 'twitch', title: 'Live', url: '/', occurrence: 'live:twitch:1' })
    )
    assert.lengthOf(await pushOutbox(), 2)
  })

  test('a change rolled back pushes nothing; a 4xx other than 404/410 is given up at once', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    await subscribeBrowser(client, user, push.fake, ['go_live'])
    await db
      .transaction(async (trx) => {
        await queueGoLivePush(trx, { platform: 'kick', title: 'x', url: '/' })
        throw new Error('rolled back')
      })
      .catch(() => {})
    assert.lengthOf(await pushOutbox(), 0)
    await db.transaction((trx) => queueGoLivePush(trx, { platform: 'kick', title: 'x', url: '/' }))
    push.fake.answerNext(413)
    await deliverDuePush()
    const [row] = await pushOutbox()
    assert.deepEqual([row.status, row.last_error], ['failed', 'the push service answered 413'])
    assert.lengthOf(await db.from('push_subscriptions'), 1)
  })
})
