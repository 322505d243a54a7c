import { createHash } from 'node:crypto'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { kickRewardSettings } from '#services/kick_rewards/settings'
import { payReward } from '#services/kick_rewards/pay_reward'
import { noteTwitchSubscription } from '#services/kick_rewards/subscribers'
import { queueRoleSyncForKick } from '#services/discord/role_sync_queue'
import { TWITCH_REWARD_EVENTS, type TwitchRewardEvent } from '#shared/twitch_rewards'
import type { KickRewardSettings } from '#shared/kick_rewards'
import type { TwitchEvent } from '#validators/twitch_eventsub'

export type TwitchRewardEventOf = Extract<TwitchEvent, { type: TwitchRewardEvent }>

export function isTwitchRewardEvent(event: TwitchEvent): event is TwitchRewardEventOf {
  return (TWITCH_REWARD_EVENTS as readonly string[]).includes(event.type)
}

/** A Twitch sub lasts a month from the event; a later event only extends it */
const SUB_DAYS = 31

type Earned = { id: string; username: string | null; points: number; identity: unknown[] }

/**
 * Who earns what for an event (none for an anonymous gift or cheer, a gifted sub's giftee, or
 * fewer than 100 bits), and the event's own identity: Twitch gives these events no id of
 * their own, so it is made of the user and the event's fields, with the delivery's time
 * where nothing else tells two events apart (a sub: its UTC day; a cheer: its minute, bits
 * and message). A first follow pays once per Twitch account, ever.
 */
function earned(event: TwitchRewardEventOf, s: KickRewardSettings, at: DateTime): Earned | null {
  const e = event.event
  switch (event.type) {
    case 'channel.subscribe': {
      if (event.event.is_gift) return null
      const { user_id: id, user_name: name, user_login: login, tier } = event.event
      return {
        id,
        username: name ?? login,
        points: s.twitch_new_sub,
        identity: [tier, at.toISODate()],
      }
    }
    case 'channel.subscription.message': {
      const {
        user_id: id,
        user_name: name,
        user_login: login,
        cumulative_months: months,
      } = event.event
      return { id, username: name ?? login, points: s.twitch_renewal, identity: [months] }
    }
    case 'channel.subscription.gift': {
      const gift = event.event
      if (gift.is_anonymous || !gift.user_id) return null
      return {
        id: gift.user_id,
        username: gift.user_name ?? gift.user_login,
        points: s.twitch_gifted_sub * gift.total,
        identity: [gift.total, gift.tier, gift.cumulative_total ?? at.toFormat('yyyy-MM-dd HH:mm')],
      }
    }
    case 'channel.cheer': {
      const cheer = event.event
      if (cheer.is_anonymous || !cheer.user_id) return null
      return {
        id: cheer.user_id,
        username: cheer.user_name ?? cheer.user_login,
        points: s.twitch_bits * Math.floor(cheer.bits / 100),
        identity: [cheer.bits, cheer.message, at.toFormat('yyyy-MM-dd HH:mm')],
      }
    }
    case 'channel.follow':
      return {
        id: e.user_id!,
        username: event.event.user_login,
        points: s.twitch_follow,
        identity: [],
      }
  }
}

/** Subscriber status: the subscriber (a giftee too) for a month from the event */
async function noteSubscriber(trx: TransactionClientContract, event: TwitchRewardEventOf) {
  if (event.type !== 'channel.subscribe' && event.type !== 'channel.subscription.message') return
  const { user_id: id, user_login: login } = event.event
  await noteTwitchSubscription(
    trx,
    { id, username: login },
    DateTime.utc().plus({ days: SUB_DAYS })
  )
  await queueRoleSyncForKick(trx, [id], 'twitch')
}

/**
 * Pays the reward for a Twitch support event inside the webhook's transaction (which records
 * the message id first) through payReward: once per event (the identity above, so a second
 * subscription delivering the same event under another message id pays nothing), to the
 * linked user or held for the Twitch account. Zero points records nothing. Answers the
 * points paid or held.
 */
export async function rewardTwitchEvent(
  trx: TransactionClientContract,
  event: TwitchRewardEventOf,
  messageId: string,
  at: DateTime
) {
  await noteSubscriber(trx, event)
  const settings = await kickRewardSettings(trx)
  const who = earned(event, settings, at.toUTC())
  if (!who || who.points <= 0) return 0
  const onceKey =
    event.type === 'channel.follow'
      ? `twitch-follow:${who.id}`
      : `twitch:${createHash('sha256')
          .update(
            JSON.stringify([event.event.broadcaster_user_id, event.type, who.id, ...who.identity])
          )
          .digest('hex')}`
  return payReward(trx, {
    platform: 'twitch',
    messageId,
    onceKey,
    eventType: `twitch:${event.type}`,
    account: { id: who.id, username: who.username },
    points: who.points,
    holdDays: settings.hold_days,
  })
}
