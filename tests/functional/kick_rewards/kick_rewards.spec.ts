import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { expectStatus } from '#tests/helpers/http/requests'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { createKickLinkedUser, createUser } from '#tests/helpers/database/users'
import { jsonAs, openAdminPage } from '#tests/helpers/database/admin_fixtures'
import {
  chat,
  followed,
  kicksGifted,
  OTHER_CHANNEL,
  postKickEvent,
  kickPointsTests,
  signed,
  streamStatus,
  subGifts,
  subscription,
  type SignedEvent,
} from '#tests/helpers/fakes/kick'
import { expireHeldCredits } from '#services/points/held_credits'
import { auditPoints } from '#services/points/consistency_audit'
import { isSubscriber } from '#services/kick_rewards/subscribers'
import { linkAccount } from '#services/accounts/linked_accounts'
import { en } from '#tests/helpers/i18n/english'
import type User from '#models/user'
import { SCHEDULED_JOBS } from '#start/jobs'
import {
  KICK_REWARD_DEFAULTS,
  KICK_REWARD_MESSAGES,
  kickRewardLabel,
  type KickRewardSettings,
} from '#shared/kick_rewards'
import type { TwitchRewardField } from '#shared/twitch_rewards'

type Client = InstanceType<typeof ApiClient>

/** Kick's settings only: Twitch's are optional and keep their values */
const SETTINGS: Omit<KickRewardSettings, TwitchRewardField> = {
  new_sub: 500,
  renewal: 300,
  gifted_sub: 200,
  kick_unit: 2,
  follow: 50,
  hold_days: 90,
  stale_minutes: 15,
}

async function configure(client: Client, settings: Partial<KickRewardSettings> = {}) {
  const admin = await createUser({ admin: true })
  const response = await jsonAs(client, admin).put(urlFor('admin_api.kick_rewards'), {
    ...SETTINGS,
    ...settings,
  })
  response.assertStatus(200)
  response.assertBodyContains({ message: en(KICK_REWARD_MESSAGES.saved) })
  return admin
}

const linked = (kickId: number, username = `kick${kickId}`) => createKickLinkedUser(kickId, { kickUsername: username })

async function send(client: Client, event: SignedEvent) {
  const response = await postKickEvent(client, event)
  response.assertStatus(200)
  return response.body().message as string
}

const rewardsOf = (userId: number) =>
  db.from('point_transactions').where('user_id', userId).where('reason', 'kick_reward').orderBy('id')

test.group('Kick rewards / paid once, through the ledger', (group) => {
  kickPointsTests(group)

  test('each support event pays its points to the linked user, named in the history', async ({ client, assert }) => {
    await configure(client)
    const subscriber = await linked(101)
    const renewer = await linked(102)
    const gifter = await linked(103)
    const kicker = await linked(104)
    const follower = await linked(105)

    await send(client, signed('channel.subscription.new', subscription(101)))
    await send(client, signed('channel.subscription.renewal', subscription(102)))
    await send(client, signed('channel.subscription.gifts', subGifts(103, [201, 202, 203])))
    await send(client, signed('kicks.gifted', kicksGifted(104, 100)))
    await send(client, signed('channel.followed', followed(105)))

    const expected: [User, number, string][] = [
      [subscriber, 500, 'channel.subscription.new'],
      [renewer, 300, 'channel.subscription.renewal'],
      [gifter, 600, 'channel.subscription.gifts'],
      [kicker, 200, 'kicks.gifted'],
      [follower, 50, 'channel.followed'],
    ]
    for (const [user, points, type] of expected) {
      await user.refresh()
      assert.equal(user.balance, points, type)
      const [row] = await rewardsOf(user.id)
      assert.equal(row.delta, points)
      assert.equal(row.note, type)
    }
    assert.equal(kickRewardLabel('channel.subscription.gifts', en), 'Kick reward: Gifted subs')
    // the user's points history names each reward
    const history = await jsonAs(client, gifter).get(urlFor('account_links.user.points_history'))
    history.assertStatus(200)
    assert.deepInclude(history.body().entries[0], { points: 600, label: 'Kick reward: Gifted subs' })
    const followerHistory = await jsonAs(client, follower).get(urlFor('account_links.user.points_history'))
    assert.equal(followerHistory.body().entries[0].label, 'Kick reward: First follow')
    assert.lengthOf(await db.from('kick_rewards'), 5)
  })

  test('the same message id twice pays once; a first follow pays once per account, ever', async ({
    client,
    assert,
  }) => {
    await configure(client)
    const user = await linked(101)
    const event = signed('channel.subscription.new', subscription(101), { messageId: 'sub-1' })
    assert.equal(await send(client, event), 'ok')
    assert.equal(
      await send(client, signed('channel.subscription.new', subscription(101), { messageId: 'sub-1' })),
      'duplicate'
    )
    // relabelled with the other subscription type: the same message id, still a duplicate
    assert.equal(
      await send(client, signed('channel.subscription.renewal', subscription(101), { messageId: 'sub-1' })),
      'duplicate'
    )
    await send(client, signed('channel.followed', followed(101)))
    await send(client, signed('channel.followed', followed(101)))
    await user.refresh()
    assert.equal(user.balance, 550)
    assert.lengthOf(await rewardsOf(user.id), 2)
  })

  test('one sub, gift or Kicks event delivered twice under other message ids pays once', async ({ client, assert }) => {
    await configure(client)
    const user = await linked(101)
    const at = new Date('2026-03-01T12:00:00.000Z')
    const events: [string, object][] = [
      ['channel.subscription.new', subscription(101, 'viewer', { at })],
      ['channel.subscription.gifts', subGifts(101, [201, 202])],
      ['kicks.gifted', kicksGifted(101, 100, undefined, at)],
    ]
    for (const [type, payload] of events) {
      // a second subscription to the same events: the same content, another message id
      assert.equal(await send(client, signed(type, payload)), 'ok')
      assert.equal(await send(client, signed(type, payload)), 'ok')
    }
    // relabelled as a renewal (the unsigned header), the same sub is still the same event
    await send(client, signed('channel.subscription.renewal', subscription(101, 'viewer', { at })))
    await user.refresh()
    assert.equal(user.balance, 500 + 400 + 200)
    assert.lengthOf(await rewardsOf(user.id), 3)
    assert.lengthOf(await db.from('kick_rewards'), 3)

    // another event of the same kind (its own time) pays again
    const later = new Date(at.getTime() + 1000)
    await send(client, signed('kicks.gifted', kicksGifted(101, 100, undefined, later)))
    await user.refresh()
    assert.equal(user.balance, 1100 + 200)
    assert.deepEqual(await auditPoints(), [])
  })

  test("another broadcaster's events and anonymous gifts pay nothing", async ({ client, assert }) => {
    await configure(client)
    const user = await linked(101)
    assert.equal(
      await send(client, signed('channel.subscription.new', subscription(101, 'viewer', { channel: OTHER_CHANNEL }))),
      'ignored'
    )
    assert.equal(await send(client, signed('kicks.gifted', kicksGifted(101, 500, OTHER_CHANNEL))), 'ignored')
    await send(client, signed('channel.subscription.gifts', subGifts(null, [101])))
    await user.refresh()
    assert.equal(user.balance, 0)
    assert.lengthOf(await db.from('kick_rewards'), 0)
    assert.lengthOf(await db.from('held_credits'), 0)
    // the giftee of the anonymous gift is a subscriber now
    assert.isTrue(await isSubscriber(user.id))
  })

  test('zero points (the default) pays and holds nothing', async ({ client, assert }) => {
    const user = await linked(101)
    await send(client, signed('channel.subscription.new', subscription(101)))
    await send(client, signed('channel.subscription.new', subscription(999)))
    await user.refresh()
    assert.equal(user.balance, 0)
    assert.lengthOf(await db.from('held_credits'), 0)
  })

  test('settings are refused with a message when out of range, and audited when saved', async ({ client, assert }) => {
    const admin = await configure(client)
    const bad = await jsonAs(client, admin).put(urlFor('admin_api.kick_rewards'), { ...SETTINGS, hold_days: 0 })
    bad.assertStatus(422)
    assert.include(JSON.stringify(bad.body()), en(KICK_REWARD_MESSAGES.holdDays))
    const negative = await jsonAs(client, admin).put(urlFor('admin_api.kick_rewards'), { ...SETTINGS, follow: -5 })
    negative.assertStatus(422)
    assert.include(JSON.stringify(negative.body()), en(KICK_REWARD_MESSAGES.points))
    const page = await openAdminPage(client, admin, 'kick_rewards')
    assert.deepEqual(page.settings, { ...KICK_REWARD_DEFAULTS, ...SETTINGS })
    assert.lengthOf(await db.from('audit_logs').where('action', 'kick_rewards.settings'), 1)
    const user = await createUser()
    await expectStatus(jsonAs(client, user).put(urlFor('admin_api.kick_rewards'), SETTINGS), 403)
  })
})

test.group('Kick rewards / held for unlinked accounts', (group) => {
  kickPointsTests(group)

  test('a reward for an unlinked account is held, shown to the admin, and paid once when it links', async ({
    client,
    assert,
  }) => {
    const admin = await configure(client)
    await send(client, signed('channel.subscription.new', subscription(301, 'newcomer')))
    await send(client, signed('kicks.gifted', kicksGifted(301, 10)))
    const page = await openAdminPage(client, admin, 'kick_rewards')
    assert.lengthOf(page.held, 2)
    assert.deepInclude(page.held[1], { kick_user_id: '301', kick_username: 'newcomer', points: 500 })

    const user = await createUser()
    await linkAccount(user, 'kick', { id: '301', username: 'newcomer' })
    await user.refresh()
    assert.equal(user.balance, 520)
    const rows = await rewardsOf(user.id)
    assert.deepEqual(
      rows.map((r) => r.note),
      ['channel.subscription.new', 'kicks.gifted']
    )

    // linking again (or another user later) pays nothing more
    await linkAccount(user, 'kick', { id: '301', username: 'newcomer' })
    await user.refresh()
    assert.equal(user.balance, 520)
    const after = await openAdminPage(client, admin, 'kick_rewards')
    assert.lengthOf(after.held, 0)
  })

  test('held rewards expire after the configured days and are never paid', async ({ client, assert }) => {
    await configure(client, { hold_days: 7 })
    await send(client, signed('channel.subscription.new', subscription(302)))
    assert.equal(await expireHeldCredits(DateTime.utc().plus({ days: 6 })), 0)
    assert.equal(await expireHeldCredits(DateTime.utc().plus({ days: 8 })), 1)
    const user = await createUser()
    await linkAccount(user, 'kick', { id: '302', username: 'late' })
    await user.refresh()
    assert.equal(user.balance, 0)
    const [held] = await db.from('held_credits')
    assert.isNotNull(held.expired_at)
    assert.isNull(held.paid_at)
    // the worker runs the expiry hourly
    const job = SCHEDULED_JOBS.find((candidate) => candidate.name === 'held-credits:expire')
    assert.equal(job?.everySeconds, 3600)
    assert.equal(await job!.run(), 0)
  })
})

test.group('Kick rewards / late events and subscriber status', (group) => {
  kickPointsTests(group)

  test('an event older than the limit counts for rewards but not for chat points; the delay is shown', async ({
    client,
    assert,
  }) => {
    const admin = await configure(client)
    const user = await linked(4242, 'viewer')
    await send(client, signed('livestream.status.updated', streamStatus()))
    const late = new Date(Date.now() - 20 * 60_000)
    await send(client, signed('chat.message.sent', chat(4242, 'viewer', 1, 'gl on the bonus!', late)))
    assert.lengthOf(await db.from('chat_activities'), 0)
    await send(client, signed('kicks.gifted', kicksGifted(4242, 5, 1, late)))
    await user.refresh()
    assert.equal(user.balance, 10)

    const page = await openAdminPage(client, admin, 'index')
    assert.isAtLeast(page.kickHealth.delay_seconds, 19 * 60)

    // a fresh message counts
    await send(client, signed('chat.message.sent', chat(4242, 'viewer', 1, 'now we go', new Date())))
    assert.lengthOf(await db.from('chat_activities'), 1)
    const fresh = await openAdminPage(client, admin, 'index')
    assert.isBelow(fresh.kickHealth.delay_seconds, 60)
  })

  test('a sub makes the linked user a subscriber until the paid period ends', async ({ client, assert }) => {
    const user = await linked(101)
    const other = await linked(102)
    const expiresAt = new Date(Date.now() + 10 * 86_400_000)
    await send(client, signed('channel.subscription.new', subscription(101, 'viewer', { expiresAt })))
    assert.isTrue(await isSubscriber(user.id))
    assert.isFalse(await isSubscriber(user.id, DateTime.utc().plus({ days: 11 })))
    assert.isFalse(await isSubscriber(other.id))
  })
})
