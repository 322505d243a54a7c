import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { createUser } from '#tests/helpers/database/users'
import { jsonAs, openAdminPage } from '#tests/helpers/database/admin_fixtures'
import { auditPointsAfterEach } from '#tests/helpers/database/economy'
import { resetForKickWebhooks, postKickEvent, signed, subscription } from '#tests/helpers/fakes/kick'
import {
  BROADCASTER_TOKEN,
  EVENTSUB_SECRET,
  FakeTwitch,
  notification,
  postTwitch,
  TWITCH_CHANNEL,
  twitchDelivery,
  useFakeTwitch,
} from '#tests/helpers/fakes/twitch'
import { isSubscriber } from '#services/kick_rewards/subscribers'
import { ensureConvertReward } from '#services/twitch/points_conversion'
import { expireHeldCredits } from '#services/points/held_credits'
import { linkAccount } from '#services/accounts/linked_accounts'
import { kickRewardLabel } from '#shared/kick_rewards'
import { en } from '#tests/helpers/i18n/english'
import type User from '#models/user'
import { desiredRoles } from '#services/discord/role_rule_members'
import type { RoleRule } from '#shared/discord_roles'

const twitch = new FakeTwitch()

const TWITCH_SETTINGS = {
  twitch_new_sub: 500,
  twitch_renewal: 300,
  twitch_gifted_sub: 200,
  twitch_bits: 10,
  twitch_follow: 50,
}

async function configure(client: ApiClient) {
  const admin = await createUser({ admin: true })
  const response = await jsonAs(client, admin).put(urlFor('admin_api.kick_rewards'), {
    new_sub: 1,
    renewal: 1,
    gifted_sub: 1,
    kick_unit: 1,
    follow: 1,
    hold_days: 30,
    stale_minutes: 15,
    ...TWITCH_SETTINGS,
  })
  response.assertStatus(200)
  return admin
}

const user = (id: string, login = 'viewer') => ({ user_id: id, user_login: login, user_name: login })
const sub = (id: string, isGift = false) =>
  notification('channel.subscribe', { ...user(id), tier: '1000', is_gift: isGift })
const resub = (id: string, months: number) =>
  notification('channel.subscription.message', { ...user(id), tier: '1000', cumulative_months: months })
const gift = (id: string | null, total: number) =>
  notification('channel.subscription.gift', {
    ...(id ? user(id) : { user_id: null, user_login: null, user_name: null }),
    total,
    tier: '1000',
    cumulative_total: 12,
    is_anonymous: id === null,
  })
const cheer = (id: string, bits: number) =>
  notification('channel.cheer', { ...user(id), is_anonymous: false, message: 'Cheer100 gg', bits })
const follow = (id: string) => notification('channel.follow', { ...user(id), followed_at: new Date().toISOString() })

async function deliver(client: ApiClient, body: object, at?: Date) {
  const response = await postTwitch(client, twitchDelivery('notification', body, { at }))
  response.assertStatus(200)
}

async function twitchLinked(id: string) {
  const someone = await createUser()
  await someone.merge({ twitchId: id, twitchUsername: `tw${id}` }).save()
  return someone
}

const balanceOf = async (someone: User) => {
  await someone.refresh()
  return someone.balance
}

test.group('Twitch / rewards for support', (group) => {
  useFakeTwitch(group, twitch)
  group.each.setup(() =>
    resetForKickWebhooks({
      ...twitch.env(),
      TWITCH_EVENTSUB_SECRET: EVENTSUB_SECRET,
      TWITCH_BROADCASTER_ID: TWITCH_CHANNEL,
    })
  )
  auditPointsAfterEach(group)

  test('each event pays its points once, even delivered again under new message ids', async ({ client, assert }) => {
    await configure(client)
    const [subscriber, resubber, gifter, cheerer, follower] = await Promise.all(
      ['11', '12', '13', '14', '15'].map((id) => twitchLinked(id))
    )
    const bodies = [sub('11'), resub('12', 7), gift('13', 3), cheer('14', 250), follow('15'), gift(null, 5)]
    // sent within one minute (a cheer is told apart by its minute): the start of this one
    const at = new Date(Math.floor(Date.now() / 60_000) * 60_000)
    for (const body of bodies) await deliver(client, body, at)
    // a second subscription to the same events: the same content under other message ids
    for (const body of bodies) await deliver(client, body, at)
    // a giftee's own channel.subscribe (is_gift) pays nothing; a second follow pays nothing
    await deliver(client, sub('15', true))
    await deliver(client, follow('15'))

    assert.equal(await balanceOf(subscriber), 500)
    assert.equal(await balanceOf(resubber), 300)
    assert.equal(await balanceOf(gifter), 600)
    assert.equal(await balanceOf(cheerer), 20)
    assert.equal(await balanceOf(follower), 50)
    // a later resub month pays again
    await deliver(client, resub('12', 8))
    assert.equal(await balanceOf(resubber), 600)

    const rows = await db.from('kick_rewards').orderBy('id')
    assert.isTrue(rows.every((r) => r.platform === 'twitch'))
    assert.lengthOf(rows, 6)
    assert.equal(kickRewardLabel('twitch:channel.cheer', en), 'Twitch reward: Bits cheered')
    const ledger = await db.from('point_transactions').where('user_id', gifter.id)
    assert.equal(ledger[0].note, 'twitch:channel.subscription.gift')
  })

  test('rewards for an unlinked Twitch account are held, paid on linking, and expire', async ({ client, assert }) => {
    await configure(client)
    await deliver(client, sub('21'))
    await deliver(client, cheer('22', 100))
    const held = await db.from('held_credits').orderBy('id')
    assert.deepEqual(
      held.map((h) => [h.platform, h.kick_user_id, h.points]),
      [
        ['twitch', '21', 500],
        ['twitch', '22', 10],
      ]
    )
    // a Kick account with the same id is someone else: nothing is paid to it
    const kickPerson = await createUser()
    await linkAccount(kickPerson, 'kick', { id: '21', username: 'kick21' })
    assert.equal(await balanceOf(kickPerson), 0)

    const linker = await createUser()
    await linkAccount(linker, 'twitch', { id: '21', username: 'viewer' })
    assert.equal(await balanceOf(linker), 500)
    await linkAccount(linker, 'twitch', { id: '21', username: 'viewer' })
    assert.equal(await balanceOf(linker), 500)

    const admin = await createUser({ admin: true })
    const page = await openAdminPage(client, admin, 'kick_rewards')
    assert.deepEqual(
      page.held.map((h: { platform: string; kick_user_id: string }) => [h.platform, h.kick_user_id]),
      [['twitch', '22']]
    )
    assert.include(page.settings, TWITCH_SETTINGS)

    assert.equal(await expireHeldCredits(DateTime.utc().plus({ days: 31 })), 1)
    const late = await createUser()
    await linkAccount(late, 'twitch', { id: '22', username: 'viewer' })
    assert.equal(await balanceOf(late), 0)
  })

  test('subscriber status from either platform; on both it counts once', async ({ client, assert }) => {
    const both = await createUser({ kickId: '101', kickUsername: 'viewer' })
    await both.merge({ twitchId: '31' }).save()
    const twitchOnly = await twitchLinked('32')
    const nobody = await twitchLinked('33')
    assert.isFalse(await isSubscriber(twitchOnly.id))

    await deliver(client, sub('31'))
    await deliver(client, resub('32', 3))
    await postKickEvent(client, signed('channel.subscription.new', subscription(101)))
    assert.isTrue(await isSubscriber(both.id))
    assert.isTrue(await isSubscriber(twitchOnly.id))
    assert.isFalse(await isSubscriber(nobody.id))
    // a month later the Twitch sub has ended
    assert.isFalse(await isSubscriber(twitchOnly.id, DateTime.utc().plus({ days: 32 })))

    // a Discord role rule "subscriber" holds for a subscriber on Twitch or Kick
    const rule = { id: 1, kind: 'subscriber', role_id: 'subs' } as RoleRule
    const members = [both, twitchOnly, nobody].map((m) => ({
      userId: m.id,
      username: m.username,
      discordId: `d${m.id}`,
    }))
    const roles = await desiredRoles([rule], members)
    assert.deepEqual(
      members.map((m) => [...roles.get(m.userId)!]),
      [['subs'], ['subs'], []]
    )
  })
})

test.group('Twitch / channel points converted to site points', (group) => {
  useFakeTwitch(group, twitch)
  group.each.setup(() =>
    resetForKickWebhooks({
      ...twitch.env(),
      TWITCH_EVENTSUB_SECRET: EVENTSUB_SECRET,
      TWITCH_BROADCASTER_ID: TWITCH_CHANNEL,
      TWITCH_BROADCASTER_TOKEN: BROADCASTER_TOKEN,
      TWITCH_CONVERT_POINTS: '25',
      TWITCH_CONVERT_COST: '500',
    })
  )
  auditPointsAfterEach(group)

  const redemption = (userId: string, id: string, title = 'Convert to site points') =>
    notification('channel.channel_points_custom_reward_redemption.add', {
      id,
      ...user(userId),
      user_input: '',
      status: 'unfulfilled',
      reward: { id: twitch.rewards[0]?.id ?? 'reward-1', title, cost: 500, prompt: '' },
      redeemed_at: new Date().toISOString(),
    })

  const marks = () =>
    twitch
      .sent('/channel_points/custom_rewards/redemptions')
      .map((r) => [r.url.searchParams.get('id'), JSON.parse(r.body).status])

  test('twitch:subscribe creates the reward once', async ({ assert }) => {
    const first = await ensureConvertReward()
    assert.isTrue(first!.created)
    assert.deepInclude(twitch.rewards[0], { title: 'Convert to site points', cost: 500, is_enabled: true })
    const again = await ensureConvertReward()
    assert.isFalse(again!.created)
    assert.lengthOf(twitch.rewards, 1)
  })

  test('a linked viewer is credited once and the redemption fulfilled; an unlinked one is refunded', async ({
    client,
    assert,
  }) => {
    await ensureConvertReward()
    const viewer = await twitchLinked('41')
    const body = redemption('41', 'redeem-1')
    await deliver(client, body)
    await deliver(client, body) // the same redemption under another message id
    await deliver(client, redemption('42', 'redeem-2')) // not linked
    await deliver(client, redemption('41', 'redeem-3', 'Hydrate!')) // another reward
    assert.equal(await balanceOf(viewer), 25)
    assert.deepEqual(marks(), [
      ['redeem-1', 'FULFILLED'],
      ['redeem-2', 'CANCELED'],
    ])
    assert.equal(
      twitch.sent('/channel_points/custom_rewards/redemptions')[0].headers.authorization,
      `Bearer ${BROADCASTER_TOKEN}`
    )
    assert.lengthOf(await db.from('held_credits'), 0)
  })
})
