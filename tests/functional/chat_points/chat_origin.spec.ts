import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { createUser } from '#tests/helpers/database/users'
import { createRaffle, enterRaffle } from '#tests/helpers/database/raffles'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { chat, postKickEvent, signed, streamStatus } from '#tests/helpers/fakes/kick'
import {
  FakeTwitch,
  postTwitch,
  streamOnline,
  twitchChat,
  twitchDelivery,
  useBothPlatforms,
} from '#tests/helpers/fakes/twitch'
import { accrueClosedWindows } from '#services/chat_points/accrue_points'
import { settledChatReplies } from '#services/chat_points/chat_replies'
import { payReward } from '#services/kick_rewards/pay_reward'

const twitch = new FakeTwitch()

async function sayOnTwitch(client: ApiClient, userId: string, text?: string) {
  const response = await postTwitch(client, twitchDelivery('notification', twitchChat(userId, text)))
  response.assertStatus(200)
}

async function sayOnKick(client: ApiClient, kickId: number, text?: string) {
  const response = await postKickEvent(client, signed('chat.message.sent', chat(kickId, 'viewer', 1, text)))
  response.assertStatus(200)
}

async function goLive(client: ApiClient) {
  await postTwitch(client, twitchDelivery('notification', streamOnline()))
  await postKickEvent(client, signed('livestream.status.updated', streamStatus(true)))
}

/** Three viewers: one linked to Kick, one to Twitch, one to both */
async function viewers(points = 0) {
  const kicker = await createUser({ points, kickId: '4242', kickUsername: 'kicker' })
  const twitcher = await createUser({ points })
  await twitcher.merge({ twitchId: '555', twitchUsername: 'twitcher' }).save()
  const both = await createUser({ points, kickId: '4343', kickUsername: 'both' })
  await both.merge({ twitchId: '556', twitchUsername: 'both' }).save()
  return { kicker, twitcher, both }
}

async function pointsHistory(client: ApiClient, user: Awaited<ReturnType<typeof createUser>>) {
  const response = await jsonAs(client, user).get(urlFor('account_links.user.points_history'))
  response.assertStatus(200)
  return response.body().entries as { label: string; points: number; platforms: string[] }[]
}

test.group('Chat origin / the platform badge of chat-born actions', (group) => {
  useBothPlatforms(group, twitch)

  test('a raffle entry keeps the chat of its keyword ticket; a bought entry is the site’s', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ admin: true })
    const { kicker, twitcher, both } = await viewers(100)
    const site = await createUser({ points: 100 })
    const { id } = await createRaffle(client, admin, { keyword: '!neon', max_tickets: 5 })

    await sayOnTwitch(client, '555', '!neon')
    await sayOnKick(client, 4242, '!neon')
    const bought = await enterRaffle(client, site, id, 2)
    bought.assertStatus(200)
    // bought first, then the keyword on Twitch: the free ticket names Twitch
    const boughtFirst = await enterRaffle(client, both, id, 1)
    boughtFirst.assertStatus(200)
    await sayOnTwitch(client, '556', '!neon')
    await settledChatReplies()

    const response = await jsonAs(client, admin).get(urlFor('admin_api.raffles.entries', { id }))
    response.assertStatus(200)
    const entries = response.body().entries as { username: string; chat_ticket: boolean; via: string }[]
    assert.deepEqual(
      entries.map((e) => [e.username, e.chat_ticket, e.via]),
      [
        [twitcher.username, true, 'twitch'],
        [kicker.username, true, 'kick'],
        [site.username, false, 'site'],
        [both.username, true, 'twitch'],
      ]
    )
  })

  test('the points history names the chat of chat points, rewards and !sr costs', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const { kicker, twitcher, both } = await viewers()
    await goLive(client)
    await sayOnKick(client, 4242)
    await sayOnTwitch(client, '555')
    await sayOnKick(client, 4343)
    await sayOnTwitch(client, '556')
    assert.deepEqual(await accrueClosedWindows(DateTime.utc().plus({ minutes: 11 })), {
      windows: 1,
      credited: 3,
    })
    await db.transaction(async (trx) => {
      await payReward(trx, {
        platform: 'twitch',
        messageId: 'twitch-follow-1',
        onceKey: null,
        eventType: 'twitch:channel.follow',
        account: { id: '555', username: 'twitcher' },
        points: 50,
        holdDays: 90,
      })
    })
    await jsonAs(client, admin).post(urlFor('admin_api.slot_requests.open'), { open: true, cost: 10, per_user: 2 })
    await sayOnTwitch(client, '555', '!sr Gates of Olympus')
    const onSite = await jsonAs(client, twitcher).post(urlFor('economy.slot_request'), { slot: 'Sugar Rush' })
    onSite.assertStatus(200)
    await settledChatReplies()

    const platformsOf = async (user: typeof kicker) => {
      const entries = await pointsHistory(client, user)
      return entries.map((e) => [e.points, e.platforms])
    }
    assert.deepEqual(await platformsOf(kicker), [[6, ['kick']]])
    assert.deepEqual(await platformsOf(both), [[6, ['kick', 'twitch']]])
    assert.deepEqual(await platformsOf(twitcher), [
      [-10, []],
      [-10, ['twitch']],
      [50, ['twitch']],
      [6, ['twitch']],
    ])
  })

  test('a bonus accepted from a Twitch !sr names Twitch on the hunt overlay; an admin’s bonus the site', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ admin: true })
    const { twitcher } = await viewers(100)
    await jsonAs(client, admin).post(urlFor('admin_api.slot_requests.open'), { open: true, cost: 0 })
    await sayOnTwitch(client, '555', '!sr Gates of Olympus')
    await settledChatReplies()
    await jsonAs(client, admin).post(urlFor('admin_api.hunt.start'), { title: 'Hunt', starting_balance: 1000 })
    const [request] = await db.from('slot_requests').where('status', 'open')
    const accepted = await jsonAs(client, admin).post(urlFor('admin_api.slot_requests.accept', { id: request.id }), {
      bet_size: 1,
    })
    accepted.assertStatus(200)
    const added = await jsonAs(client, admin).post(urlFor('admin_api.hunt.slots.add'), {
      slot_name: 'Book of Dead',
      bet_size: 2,
    })
    added.assertStatus(200)

    const overlay = await client.get(urlFor('overlays.hunt')).withInertia()
    const slots = (overlay.inertiaProps as any).hunt.slots
    assert.deepEqual(
      slots.map((s: any) => [s.slot_name, s.requested_by, s.requested_via]),
      [
        ['Gates of Olympus', twitcher.username, 'twitch'],
        ['Book of Dead', null, 'site'],
      ]
    )
  })
})
