/**
 * Kick webhook payloads, one validator per event type the site acts on
 * (https://docs.kick.com/events/event-types). Kick signs the body but not the
 * Kick-Event-Type header, so the body's shape is what tells the type: each schema requires
 * the fields that set its type apart, and a body must fit its header's schema and no other,
 * except within a group of types Kick gives the same shape (SAME_SHAPE: a new subscription
 * and a renewal), where the header decides.
 */
import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'

/** Kick user ids are positive integers */
const kickUser = () =>
  vine.object({
    user_id: vine.number({ strict: true }).withoutDecimals().positive(),
    username: vine.string().maxLength(100).optional(),
  })

/** Kick's event time (ISO 8601); absent on some types and on older chat payloads */
const createdAt = () =>
  vine
    .string()
    .maxLength(40)
    .regex(/^\d{4}-\d{2}-\d{2}T/)
    .optional()

export const chatMessageSentValidator = vine.create({
  message_id: vine.string().minLength(1).maxLength(200),
  broadcaster: kickUser(),
  sender: kickUser(),
  content: vine.string().maxLength(2000),
  created_at: createdAt(),
})

/** channel.subscription.new and channel.subscription.renewal (the same shape) */
const subscription = () =>
  vine.create({
    broadcaster: kickUser(),
    subscriber: kickUser(),
    duration: vine.number({ strict: true }).withoutDecimals().min(0).max(1200),
    created_at: createdAt(),
    expires_at: vine
      .string()
      .maxLength(40)
      .regex(/^\d{4}-\d{2}-\d{2}T/),
  })
export const subscriptionNewValidator = subscription()
export const subscriptionRenewalValidator = subscription()

/** An anonymous gifter has no user id */
export const subscriptionGiftsValidator = vine.create({
  broadcaster: kickUser(),
  gifter: vine.object({
    is_anonymous: vine.boolean({ strict: true }).optional(),
    user_id: vine.number({ strict: true }).withoutDecimals().positive().nullable().optional(),
    username: vine.string().maxLength(100).nullable().optional(),
  }),
  giftees: vine.array(kickUser()).minLength(1).maxLength(1000),
  created_at: createdAt(),
  expires_at: vine
    .string()
    .maxLength(40)
    .regex(/^\d{4}-\d{2}-\d{2}T/),
})

export const kicksGiftedValidator = vine.create({
  broadcaster: kickUser(),
  sender: kickUser(),
  gift: vine.object({
    amount: vine.number({ strict: true }).withoutDecimals().positive().max(10_000_000),
    name: vine.string().maxLength(200).optional(),
  }),
  created_at: createdAt(),
})

export const channelFollowedValidator = vine.create({
  broadcaster: kickUser(),
  follower: kickUser(),
})

/** A stream going live or ending; its channel slug and start time (kept for the live badge) */
export const livestreamStatusUpdatedValidator = vine.create({
  broadcaster: vine.object({
    user_id: vine.number({ strict: true }).withoutDecimals().positive(),
    username: vine.string().maxLength(100).optional(),
    // a name that cannot stand in a URL is not refused: the badge links the streamer's channel
    channel_slug: vine.string().maxLength(100).optional(),
  }),
  is_live: vine.boolean({ strict: true }),
  title: vine.string().maxLength(500).nullable().optional(),
  started_at: createdAt().nullable(),
})

export const KICK_EVENT_VALIDATORS = {
  'chat.message.sent': chatMessageSentValidator,
  'livestream.status.updated': livestreamStatusUpdatedValidator,
  'channel.subscription.new': subscriptionNewValidator,
  'channel.subscription.renewal': subscriptionRenewalValidator,
  'channel.subscription.gifts': subscriptionGiftsValidator,
  'kicks.gifted': kicksGiftedValidator,
  'channel.followed': channelFollowedValidator,
}

/**
 * Types Kick sends with one shape: a body that fits one fits the other, so the (unsigned)
 * header picks. A relabelled copy carries the same message id, so it is a duplicate once the
 * original arrived.
 */
export const SAME_SHAPE: readonly (readonly KickEventType[])[] = [
  ['channel.subscription.new', 'channel.subscription.renewal'],
]

export type KickEventType = keyof typeof KICK_EVENT_VALIDATORS

export type KickEvent =
  | { type: 'chat.message.sent'; payload: Infer<typeof chatMessageSentValidator> }
  | { type: 'livestream.status.updated'; payload: Infer<typeof livestreamStatusUpdatedValidator> }
  | { type: 'channel.subscription.new'; payload: Infer<typeof subscriptionNewValidator> }
  | { type: 'channel.subscription.renewal'; payload: Infer<typeof subscriptionRenewalValidator> }
  | { type: 'channel.subscription.gifts'; payload: Infer<typeof subscriptionGiftsValidator> }
  | { type: 'kicks.gifted'; payload: Infer<typeof kicksGiftedValidator> }
  | { type: 'channel.followed'; payload: Infer<typeof channelFollowedValidator> }
