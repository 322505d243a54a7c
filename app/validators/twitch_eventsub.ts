/**
 * Twitch EventSub webhook bodies (https://dev.twitch.tv/docs/eventsub/eventsub-reference/):
 * the envelope (the subscription, signed with the body, names the type) and one validator per
 * event type the site acts on. Twitch user ids are strings of digits.
 */
import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'

const twitchId = () => vine.string().maxLength(64).regex(/^\d+$/)

export const eventSubEnvelopeValidator = vine.create({
  subscription: vine.object({
    id: vine.string().maxLength(100),
    type: vine.string().maxLength(100),
    status: vine.string().maxLength(100).optional(),
    condition: vine.object({}).allowUnknownProperties().optional(),
  }),
  challenge: vine.string().maxLength(1000).optional(),
  event: vine.object({}).allowUnknownProperties().optional(),
})

export const chatMessageValidator = vine.create({
  broadcaster_user_id: twitchId(),
  chatter_user_id: twitchId(),
  chatter_user_login: vine.string().maxLength(100),
  chatter_user_name: vine.string().maxLength(100).optional(),
  message_id: vine.string().minLength(1).maxLength(200),
  message: vine.object({
    text: vine.string().maxLength(2000),
    fragments: vine
      .array(vine.object({ type: vine.string().maxLength(40) }).allowUnknownProperties())
      .maxLength(500)
      .optional(),
  }),
})

/** The stream's id (its once-per-stream key), the channel's login and the start time */
export const streamOnlineValidator = vine.create({
  broadcaster_user_id: twitchId(),
  broadcaster_user_login: vine.string().maxLength(100).optional(),
  id: vine.string().maxLength(40).optional(),
  started_at: vine.string().maxLength(40).optional(),
})

export const streamOfflineValidator = vine.create({ broadcaster_user_id: twitchId() })

const login = () => vine.string().maxLength(100)
const tier = () => vine.string().maxLength(10)
const count = () => vine.number({ strict: true }).withoutDecimals().min(0).max(1_000_000)

export const subscribeValidator = vine.create({
  broadcaster_user_id: twitchId(),
  user_id: twitchId(),
  user_login: login(),
  user_name: login().optional(),
  tier: tier(),
  is_gift: vine.boolean({ strict: true }),
})

export const resubValidator = vine.create({
  broadcaster_user_id: twitchId(),
  user_id: twitchId(),
  user_login: login(),
  user_name: login().optional(),
  tier: tier(),
  cumulative_months: count(),
  duration_months: count().optional(),
})

/** An anonymous gifter has no user id */
export const giftValidator = vine.create({
  broadcaster_user_id: twitchId(),
  user_id: twitchId().nullable(),
  user_login: login().nullable(),
  user_name: login().nullable().optional(),
  total: count(),
  tier: tier(),
  cumulative_total: count().nullable().optional(),
  is_anonymous: vine.boolean({ strict: true }),
})

export const cheerValidator = vine.create({
  broadcaster_user_id: twitchId(),
  is_anonymous: vine.boolean({ strict: true }),
  user_id: twitchId().nullable(),
  user_login: login().nullable(),
  user_name: login().nullable().optional(),
  message: vine.string().maxLength(2000),
  bits: count(),
})

export const followValidator = vine.create({
  broadcaster_user_id: twitchId(),
  user_id: twitchId(),
  user_login: login(),
  user_name: login().optional(),
  followed_at: vine.string().maxLength(40),
})

export const redemptionValidator = vine.create({
  broadcaster_user_id: twitchId(),
  id: vine.string().minLength(1).maxLength(100),
  user_id: twitchId(),
  user_login: login(),
  user_name: login().optional(),
  status: vine.string().maxLength(20),
  reward: vine.object({
    id: vine.string().maxLength(100),
    title: vine.string().maxLength(200),
    cost: count(),
  }),
})

/** The EventSub types the site acts on, each with its event's validator */
export const TWITCH_EVENT_VALIDATORS = {
  'channel.chat.message': chatMessageValidator,
  'stream.online': streamOnlineValidator,
  'stream.offline': streamOfflineValidator,
  'channel.subscribe': subscribeValidator,
  'channel.subscription.message': resubValidator,
  'channel.subscription.gift': giftValidator,
  'channel.cheer': cheerValidator,
  'channel.follow': followValidator,
  'channel.channel_points_custom_reward_redemption.add': redemptionValidator,
} as const

export type TwitchEventType = keyof typeof TWITCH_EVENT_VALIDATORS
export type TwitchEvent = {
  [T in TwitchEventType]: { type: T; event: Infer<(typeof TWITCH_EVENT_VALIDATORS)[T]> }
}[TwitchEventType]
