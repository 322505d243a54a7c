import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { payReward } from '#services/kick_rewards/pay_reward'
import { kickRewardSettings } from '#services/kick_rewards/settings'
import { noteSubscription } from '#services/kick_rewards/subscribers'
import { KICK_REWARD_EVENTS, type KickRewardSettings } from '#shared/kick_rewards'
import type { KickEvent } from '#validators/kick_webhook'
import { queueRoleSyncForKick } from '#services/discord/role_sync_queue'
import { kickRewardEventKey, type KickRewardEventOf } from '#services/kick_rewards/event_key'

export type { KickRewardEventOf }

export function isKickRewardEvent(event: KickEvent): event is KickRewardEventOf {
  return (KICK_REWARD_EVENTS as readonly string[]).includes(event.type)
}

type Beneficiary = { id: string; username: string | null; points: number }

/** Who earns what for an event, by the settings (none for an anonymous gift) */
function beneficiary(event: KickRewardEventOf, settings: KickRewardSettings): Beneficiary | null {
  const user = (u: { user_id: number; username?: string }) => ({
    id: String(u.user_id),
    username: u.username ?? null,
  })
  switch (event.type) {
    case 'channel.subscription.new':
      return { ...user(event.payload.subscriber), points: settings.new_sub }
    case 'channel.subscription.renewal':
      return { ...user(event.payload.subscriber), points: settings.renewal }
    case 'channel.subscription.gifts': {
      const { gifter, giftees } = event.payload
      if (!gifter.user_id || gifter.is_anonymous) return null
      return {
        id: String(gifter.user_id),
        username: gifter.username ?? null,
        points: settings.gifted_sub * giftees.length,
      }
    }
    case 'kicks.gifted':
      return {
        ...user(event.payload.sender),
        points: settings.kick_unit * event.payload.gift.amount,
      }
    case 'channel.followed':
      return {
        ...user(event.payload.follower),
        points: settings.follow,
      }
  }
}

/** Subscriber status: the subscriber, or each giftee, until the paid period ends */
async function noteSubscribers(trx: TransactionClientContract, event: KickRewardEventOf) {
  if (event.type === 'channel.subscription.new' || event.type === 'channel.subscription.renewal') {
    const until = DateTime.fromISO(event.payload.expires_at, { zone: 'utc' })
    const { subscriber } = event.payload
    if (until.isValid) {
      await noteSubscription(
        trx,
        { id: String(subscriber.user_id), username: subscriber.username },
        until
      )
      await queueRoleSyncForKick(trx, [String(subscriber.user_id)])
    }
  }
  if (event.type === 'channel.subscription.gifts') {
    const until = DateTime.fromISO(event.payload.expires_at, { zone: 'utc' })
    if (!until.isValid) return
    for (const giftee of event.payload.giftees) {
      await noteSubscription(trx, { id: String(giftee.user_id), username: giftee.username }, until)
    }
    await queueRoleSyncForKick(
      trx,
      event.payload.giftees.map((giftee) => String(giftee.user_id))
    )
  }
}

/**
 * Pays the reward for a support event (inside the webhook's transaction, which also records
 * the message id: a resent delivery is a duplicate before it gets here) through payReward:
 * once per event (once_key, see kickRewardEventKey: the same event delivered again under
 * another message id pays nothing; a first follow pays once per Kick account, ever), to the
 * linked user or held for the Kick account. Zero points records nothing. Answers the points
 * paid or held.
 */
export async function rewardKickEvent(
  trx: TransactionClientContract,
  event: KickRewardEventOf,
  messageId: string
) {
  await noteSubscribers(trx, event)
  const settings = await kickRewardSettings(trx)
  const who = beneficiary(event, settings)
  if (!who || who.points <= 0) return 0

  return payReward(trx, {
    platform: 'kick',
    messageId,
    onceKey: kickRewardEventKey(event, who.id),
    eventType: event.type,
    account: { id: who.id, username: who.username },
    points: who.points,
    holdDays: settings.hold_days,
  })
}
