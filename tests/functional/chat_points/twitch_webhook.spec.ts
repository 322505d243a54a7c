import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { createUser } from '#tests/helpers/database/users'
import { createRaffle } from '#tests/helpers/database/raffles'
import { BonusHuntFactory } from '#database/factories/hunt_factory'
import { withEnv } from '#tests/helpers/processes/env'
import { jsonAs, openAdminPage } from '#tests/helpers/database/admin_fixtures'
import { chat, postKickEvent, signed, streamStatus } from '#tests/helpers/fakes/kick'
import {
  EVENTSUB_SECRET,
  FakeTwitch,
  postTwitch,
  streamOffline,
  streamOnline,
  TWITCH_BOT,
  TWITCH_CHANNEL,
  twitchChat,
  twitchDelivery,
  useBothPlatforms,
  type TwitchDelivery,
} from '#tests/helpers/fakes/twitch'
import { accrueClosedWindows } from '#services/chat_points/accrue_points'
import { isStreamLive } from '#services/chat_points/chat_activity'
import { settledChatReplies } from '#services/chat_points/chat_replies'
import { openSlotRequests } from '#services/slot_requests/queue'
import { syncTwitchSubscriptions } from '#services/twitch/eventsub_subscriptions'
import { SLOT_REQUEST_MESSAGES as M } from '#shared/slot_requests'
import type { KickHealth } from '#shared/admin'
import { en } from '#tests/helpers/i18n/english'

const twitch = new FakeTwitch()

async function send(client: ApiClient, delivery: TwitchDelivery, status = 200) {
  const response = await postTwitch(client, delivery)
  response.assertStatus(status)
  return response
}

async function answer(client: ApiClient, delivery: TwitchDelivery, status = 200) {
  const response = await send(client, delivery, status)
  return response.body().message
}

const say = (client: ApiClient, userId: string, text?: string, login?: string) =>
  send(client, twitchDelivery('notification', twitchChat(userId, text, login)))

const count = async (table: string) => {
  const row = await db.from(table).count('* as total').first()
  return Number(row?.total ?? 0)
}

test.group('Twitch / EventSub webhook', (group) => {
  useBothPlatforms(group, twitch)

  test('the verification challenge is answered as plain text', async ({ client, assert }) => {
    const body = { ...streamOnline(), challenge: 'pogchamp-kappa-360noscope' }
    const response = await send(client, twitchDelivery('webhook_callback_verification', body))
    assert.equal(response.text(), 'pogchamp-kappa-360noscope')
    assert.match(String(response.header('content-type')), /^text\/plain/)
  })

  test('a bad signature, an old timestamp or no configuration is refused with nothing written', async ({
    client,
    assert,
  }) => {
    const forged = twitchDelivery('notification', streamOnline(), { secret: 'not-the-secret' })
    const refused = await send(client, forged, 403)
    assert.equal(refused.body().message, 'bad signature')
    const old = twitchDelivery('notification', streamOnline(), { at: new Date(Date.now() - 11 * 60_000) })
    assert.equal(await answer(client, old, 403), 'stale timestamp')
    // a signed body whose bytes were changed on the way
    const tampered = twitchDelivery('notification', streamOnline())
    tampered.headers['Twitch-Eventsub-Message-Signature'] = tampered.headers[
      'Twitch-Eventsub-Message-Signature'
    ].replace(/.$/, (c) => (c === '0' ? '1' : '0'))
    await send(client, tampered, 403)
    const restore = withEnv({ TWITCH_EVENTSUB_SECRET: undefined })
    try {
      await send(client, twitchDelivery('notification', streamOnline()), 409)
    } finally {
      restore()
    }
    assert.equal(await count('kick_events'), 0)
    assert.equal(await count('stream_status'), 0)
    assert.isFalse(await isStreamLive('twitch'))

    // a delivery nine minutes old still counts
    await send(client, twitchDelivery('notification', streamOnline(), { at: new Date(Date.now() - 9 * 60_000) }))
    assert.isTrue(await isStreamLive('twitch'))
  })

  test('a message id is handled once; another channel is ignored', async ({ client, assert }) => {
    const delivery = twitchDelivery('notification', streamOnline())
    assert.equal(await answer(client, delivery), 'ok')
    await send(client, twitchDelivery('notification', streamOffline()))
    assert.isFalse(await isStreamLive('twitch'))
    // the same online message again (Twitch retries with the same id) changes nothing
    assert.equal(await answer(client, delivery), 'duplicate')
    assert.isFalse(await isStreamLive('twitch'))
    assert.equal(await count('kick_events'), 2)

    assert.equal(await answer(client, twitchDelivery('notification', streamOnline('999'))), 'ignored')
    assert.isFalse(await isStreamLive('twitch'))
  })

  test('stream state per platform; the admin landing shows both and the last revocation', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ admin: true })
    await send(client, twitchDelivery('notification', streamOnline()))
    assert.isTrue(await isStreamLive('twitch'))
    assert.isFalse(await isStreamLive('kick'))
    assert.isTrue(await isStreamLive())

    const revoked = { ...streamOnline(), event: undefined }
    revoked.subscription.status = 'authorization_revoked'
    await send(client, twitchDelivery('revocation', revoked))

    const props = await openAdminPage(client, admin, 'index')
    assert.isTrue(props.twitchWebhooksConfigured)
    const twitchHealth = props.twitchHealth as KickHealth
    assert.isTrue(twitchHealth.live)
    assert.isNotNull(twitchHealth.last_webhook_at)
    assert.equal(twitchHealth.revocation, 'stream.online: authorization_revoked')
    assert.isNotNull(twitchHealth.revoked_at)
    assert.isFalse((props.kickHealth as KickHealth).live)

    await postKickEvent(client, signed('livestream.status.updated', streamStatus(true)))
    await send(client, twitchDelivery('notification', streamOffline()))
    const after = await openAdminPage(client, admin, 'index')
    assert.isTrue(after.kickHealth.live)
    assert.isFalse(after.twitchHealth.live)
  })
})

test.group('Twitch / chat: points, commands, raffles', (group) => {
  useBothPlatforms(group, twitch)

  test('one person chatting on Kick and Twitch earns once per window; each platform counts when live there', async ({
    client,
    assert,
  }) => {
    const both = await createUser({ kickId: '4242', kickUsername: 'viewer' })
    await both.merge({ twitchId: '555', twitchUsername: 'viewer' }).save()
    const twitchOnly = await createUser()
    await twitchOnly.merge({ twitchId: '556', twitchUsername: 'other' }).save()
    const offlineChatter = await createUser()
    await offlineChatter.merge({ twitchId: '557' }).save()

    // Twitch is offline: its chat counts for nothing
    await say(client, '557', 'hello while offline')
    await send(client, twitchDelivery('notification', streamOnline()))
    await postKickEvent(client, signed('livestream.status.updated', streamStatus(true)))
    await postKickEvent(client, signed('chat.message.sent', chat(4242)))
    await say(client, '555', 'hi from twitch')
    await say(client, '556', 'hello chat')
    await say(client, '556', 'hello chat') // a repeat
    await say(client, TWITCH_BOT, 'I am the bot')

    const later = DateTime.utc().plus({ minutes: 11 })
    assert.deepEqual(await accrueClosedWindows(later), { windows: 1, credited: 2 })
    assert.deepEqual(await accrueClosedWindows(later), { windows: 0, credited: 0 })
    for (const user of [both, twitchOnly, offlineChatter]) await user.refresh()
    assert.equal(both.balance, 6)
    assert.equal(twitchOnly.balance, 6)
    assert.equal(offlineChatter.balance, 0)
    const platforms = await db.from('chat_activities').orderBy('platform').select('platform', 'kick_user_id')
    assert.deepEqual(
      platforms.map((r) => `${r.platform}:${r.kick_user_id}`),
      ['kick:4242', 'twitch:555', 'twitch:556']
    )
  })

  test('!points and !sr from Twitch: same queue, replies through Helix at most once a minute', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ admin: true })
    await jsonAs(client, admin).post(urlFor('admin_api.slot_requests.open'), { open: true, cost: 10 })
    const viewer = await createUser({ points: 100, kickId: '4242', kickUsername: 'kickviewer' })
    await viewer.merge({ twitchId: '555', twitchUsername: 'TwitchViewer' }).save()

    await say(client, '555', '!points', 'twitchviewer')
    await say(client, '555', '!points', 'twitchviewer') // limited
    await say(client, '555', '!sr Gates of Olympus', 'twitchviewer')
    await say(client, '778', '!sr Sugar Rush', 'stranger')
    await postKickEvent(client, signed('chat.message.sent', chat(4242, 'kickviewer', 1, '!sr gates of olympus')))
    await settledChatReplies()

    const queue = await db.from('slot_requests').where('status', 'open')
    assert.lengthOf(queue, 1)
    await viewer.refresh()
    assert.equal(viewer.balance, 90)
    // each request names where its first requester asked (the badge of the queue and overlay)
    const kicker = await createUser({ points: 100, kickId: '4343', kickUsername: 'kicker' })
    await postKickEvent(client, signed('chat.message.sent', chat(4343, 'kicker', 1, '!sr Sugar Rush')))
    const siteViewer = await createUser({ points: 100 })
    const asked = await jsonAs(client, siteViewer).post(urlFor('economy.slot_request'), {
      slot: 'Wanted Dead or a Wild',
    })
    asked.assertStatus(200)
    const open = await openSlotRequests()
    assert.deepEqual(
      open.map((r) => [r.slot_name, r.via, r.requesters]),
      [
        ['Gates of Olympus', 'twitch', [viewer.username]],
        ['Sugar Rush', 'kick', [kicker.username]],
        ['Wanted Dead or a Wild', 'site', [siteViewer.username]],
      ]
    )
    const messages = twitch.sent('/chat/messages').map((r) => JSON.parse(r.body))
    assert.deepEqual(
      messages.map((m) => m.message),
      [
        '@twitchviewer you have 100 points',
        `@twitchviewer ${en(M.requested, { slot: 'Gates of Olympus' })}`,
        '@stranger link your Twitch account on the site to request slots',
      ]
    )
    assert.equal(messages[0].broadcaster_id, TWITCH_CHANNEL)
    assert.equal(messages[0].sender_id, TWITCH_BOT)
    assert.isString(messages[0].reply_parent_message_id)
  })

  test('an open raffle keyword from Twitch chat enters the linked user', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    await createRaffle(client, admin, { keyword: '!neon' })
    const viewer = await createUser()
    await viewer.merge({ twitchId: '555' }).save()
    await say(client, '555', '!neon')
    await say(client, '556', '!neon')
    const entries = await db.from('raffle_entries')
    assert.lengthOf(entries, 1)
    assert.equal(entries[0].user_id, viewer.id)
  })

  test('!gtb and a tournament sign-up keyword from Twitch chat, as from Kick', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    await BonusHuntFactory.merge({ guessingOpen: true }).create()
    const created = await jsonAs(client, admin).post(urlFor('admin_api.tournaments.create'), {
      name: 'Twitch Cup',
      max_players: 4,
      keyword: '!cup',
    })
    created.assertStatus(200)
    const viewer = await createUser()
    await viewer.merge({ twitchId: '557' }).save()
    await say(client, '557', '!gtb 1,500')
    await say(client, '557', '!cup')
    await say(client, '558', '!gtb 99')
    await say(client, '558', '!cup')
    const guesses = await db.from('hunt_guesses').select('user_id', 'amount')
    assert.deepEqual(
      guesses.map((r) => [r.user_id, Number(r.amount)]),
      [[viewer.id, 1500]]
    )
    const entries = await db.from('tournament_entries').select('user_id')
    assert.deepEqual(
      entries.map((r) => r.user_id),
      [viewer.id]
    )
  })
})

test.group('Twitch / twitch:subscribe against the fake Helix', (group) => {
  useBothPlatforms(group, twitch)

  test('creates the subscriptions once, keeps them, and replaces stale ones', async ({ assert }) => {
    const first = await syncTwitchSubscriptions()
    assert.lengthOf(first.created, 9)
    assert.lengthOf(first.removed, 0)
    assert.sameMembers(
      twitch.subscriptions.map((s) => s.type),
      [
        'channel.chat.message',
        'channel.subscribe',
        'channel.subscription.message',
        'channel.subscription.gift',
        'channel.cheer',
        'channel.follow',
        'stream.online',
        'stream.offline',
        'channel.channel_points_custom_reward_redemption.add',
      ]
    )
    const chatSub = twitch.subscriptions.find((s) => s.type === 'channel.chat.message')!
    assert.deepEqual(chatSub.condition, { broadcaster_user_id: TWITCH_CHANNEL, user_id: TWITCH_BOT })
    assert.equal(chatSub.transport.callback, `${process.env.APP_URL}/webhooks/twitch`)
    const created = twitch.sent('/eventsub/subscriptions').find((r) => r.method === 'POST')!
    assert.equal(JSON.parse(created.body).transport.secret, EVENTSUB_SECRET)

    const again = await syncTwitchSubscriptions()
    assert.lengthOf(again.created, 0)
    assert.lengthOf(again.removed, 0)
    assert.lengthOf(again.kept, 9)

    twitch.subscriptions.find((s) => s.type === 'stream.online')!.status = 'authorization_revoked'
    const repaired = await syncTwitchSubscriptions()
    assert.deepEqual(
      repaired.removed.map((s) => s.type),
      ['stream.online']
    )
    assert.deepEqual(
      repaired.created.map((s) => s.type),
      ['stream.online']
    )
    assert.lengthOf(twitch.subscriptions, 9)
  })
})
