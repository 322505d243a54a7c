import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { createUser, FACTORY_PASSWORD } from '#tests/helpers/database/users'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { queueGoLivePush } from '#services/push/outbox'
import { withEnv } from '#tests/helpers/processes/env'
import { fakePushEachTest, pushApi, subscribeBrowser } from '#tests/helpers/fakes/push_setup'

const FCM = 'https://fcm.googleapis.com/fcm/send/dGVzdC1lbmRwb2ludA'

test.group('Push / the account API (subscribe, topics, unsubscribe)', (group) => {
  const push = fakePushEachTest(group)

  test('subscribe stores the browser with its topics; all topics when omitted; My Account lists it', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const browser = push.fake.newBrowser()
    const response = await pushApi(client, user, 'subscribe', { ...browser, topics: ['raffle_opened'] })
    response.assertStatus(200)
    assert.deepEqual(response.body().topics, ['raffle_opened'])

    const other = push.fake.newBrowser()
    const all = await pushApi(client, user, 'subscribe', other)
    assert.deepEqual(all.body().topics, ['go_live', 'raffle_opened', 'hunt_started', 'won'])

    const page = await client.get(urlFor('account')).loginAs(user).withInertia()
    const settings = page.inertiaProps.push as { publicKey: string; subscriptions: object[] }
    assert.match(settings.publicKey, /^B[\w-]{86}$/)
    assert.deepEqual(settings.subscriptions, [
      { endpoint: browser.endpoint, topics: ['raffle_opened'] },
      { endpoint: other.endpoint, topics: ['go_live', 'raffle_opened', 'hunt_started', 'won'] },
    ])
  })

  test('subscribing the same endpoint again updates it (and moves it to the account that did)', async ({
    client,
    assert,
  }) => {
    const first = await createUser()
    const second = await createUser()
    const browser = await subscribeBrowser(client, first, push.fake, ['won'])
    await pushApi(client, second, 'subscribe', { ...browser, topics: ['go_live'] }).then((r) => r.assertStatus(200))
    const rows = await db.from('push_subscriptions')
    assert.lengthOf(rows, 1)
    assert.equal(Number(rows[0].user_id), second.id)
    assert.isTrue(Boolean(rows[0].topic_go_live))
    assert.isFalse(Boolean(rows[0].topic_won))
  })

  test('topics: only the account’s own browser; unsubscribe one, then all', async ({ client, assert }) => {
    const user = await createUser()
    const stranger = await createUser()
    const a = await subscribeBrowser(client, user, push.fake, ['won'])
    await subscribeBrowser(client, user, push.fake, ['won'])
    const updated = await pushApi(client, user, 'topics', { endpoint: a.endpoint, topics: ['hunt_started', 'go_live'] })
    updated.assertStatus(200)
    assert.deepEqual(updated.body().topics, ['hunt_started', 'go_live'])
    const row = await db.from('push_subscriptions').where('endpoint', a.endpoint).firstOrFail()
    assert.deepEqual([row.topic_go_live, row.topic_raffle_opened, row.topic_hunt_started, row.topic_won].map(Boolean), [
      true,
      false,
      true,
      false,
    ])
    const foreign = await pushApi(client, stranger, 'topics', { endpoint: a.endpoint, topics: [] })
    foreign.assertStatus(404)
    assert.equal(foreign.body().error, 'not_found')

    const one = await pushApi(client, user, 'unsubscribe', { endpoint: a.endpoint })
    one.assertStatus(200)
    assert.equal(one.body().removed, 1)
    await subscribeBrowser(client, stranger, push.fake, ['won'])
    const all = await pushApi(client, user, 'unsubscribe', { all: true })
    assert.equal(all.body().removed, 1)
    const left = await db.from('push_subscriptions')
    assert.deepEqual(
      left.map((r) => Number(r.user_id)),
      [stranger.id]
    )
  })

  test('validation: keys of the wrong size, unknown topics, strings for booleans, nothing to unsubscribe', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const browser = push.fake.newBrowser()
    const cases = [
      { ...browser, topics: ['jackpot'] },
      { ...browser, topics: ['won', 'won'] },
      { endpoint: browser.endpoint, keys: { p256dh: browser.keys.p256dh } },
      { ...browser, keys: { ...browser.keys, auth: 'x'.repeat(22) + '!' } },
      { ...browser, topics: 'won' },
    ]
    for (const body of cases) {
      const response = await pushApi(client, user, 'subscribe', body)
      response.assertStatus(422)
      assert.equal(response.body().error, 'invalid_input')
    }
    // a key that is base64url but not a P-256 point
    const notPoint = await pushApi(client, user, 'subscribe', {
      ...browser,
      keys: { ...browser.keys, p256dh: 'A'.repeat(87) },
    })
    notPoint.assertStatus(422)
    assert.equal(notPoint.body().error, 'unusable_input')
    const nothing = await pushApi(client, user, 'unsubscribe', {})
    nothing.assertStatus(422)
    const stringy = await pushApi(client, user, 'unsubscribe', { all: 'true' })
    stringy.assertStatus(422)
    assert.lengthOf(await db.from('push_subscriptions'), 0)
  })

  test('endpoints only on known push services: other hosts, http, ports and private addresses are refused', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const { keys } = push.fake.newBrowser()
    const refused = [
      'https://evil.example.com/push/1',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'https://10.0.0.5/push/1',
      'http://192.168.1.20:8080/push/1',
      'file:///etc/passwd',
    ]
    for (const endpoint of refused) {
      const response = await pushApi(client, user, 'subscribe', { endpoint, keys })
      response.assertStatus(422)
      assert.equal(response.body().error, 'unusable_input', endpoint)
    }
    // a listed host whose address is private is still refused (the outbound rules apply)
    const restore = withEnv({ PUSH_EXTRA_HOSTS: '127.0.0.1,10.0.0.5' })
    try {
      const listed = await pushApi(client, user, 'subscribe', { endpoint: 'http://10.0.0.5/push/1', keys })
      listed.assertStatus(422)
      assert.equal(listed.body().message, 'This push address points to a private or local network and is refused')
    } finally {
      restore()
    }
    // Google's, Mozilla's, Apple's and Microsoft's push services are accepted (their names do
    // not resolve on an offline machine: not refused for that)
    for (const endpoint of [
      FCM,
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://web.push.apple.com/QGuB3mUM4Ixhfi',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD',
    ]) {
      const response = await pushApi(client, user, 'subscribe', { endpoint, keys })
      response.assertStatus(200)
    }
    assert.lengthOf(await db.from('push_subscriptions'), 4)
  })

  test('a guest, another origin and a site without VAPID keys are refused', async ({ client, assert }) => {
    const user = await createUser()
    const browser = push.fake.newBrowser()
    const guest = await client.post(urlFor('account_api.push.subscribe')).sameOrigin().accept('json').json(browser)
    guest.assertStatus(401)
    const crossOrigin = await client
      .post(urlFor('account_api.push.subscribe'))
      .loginAs(user)
      .header('Origin', 'https://evil.example')
      .accept('json')
      .json(browser)
    crossOrigin.assertStatus(403)
    const restore = withEnv({ VAPID_PUBLIC_KEY: '', VAPID_PRIVATE_KEY: '' })
    try {
      const off = await pushApi(client, user, 'subscribe', browser)
      off.assertStatus(409)
      assert.equal(off.body().error, 'not_configured')
      const page = await client.get(urlFor('account')).loginAs(user).withInertia()
      assert.deepEqual(page.inertiaProps.push, { publicKey: null, subscriptions: [] })
    } finally {
      restore()
    }
    assert.lengthOf(await db.from('push_subscriptions'), 0)
  })

  test('deleting the account removes its browsers and their queued notifications', async ({ client, assert }) => {
    const user = await createUser()
    const other = await createUser()
    await subscribeBrowser(client, user, push.fake, ['go_live'])
    await subscribeBrowser(client, other, push.fake, ['go_live'])
    await db.transaction((trx) => queueGoLivePush(trx, { platform: 'kick', title: 'x', url: '/' }))
    const deleted = await jsonAs(client, user).post(urlFor('account_api.user.delete'), { password: FACTORY_PASSWORD })
    deleted.assertStatus(200)
    const left = await db.from('push_subscriptions')
    assert.deepEqual(
      left.map((r) => Number(r.user_id)),
      [other.id]
    )
    assert.lengthOf(await db.from('push_outbox'), 1)
  })
})
