/**
 * Kick webhook payloads, one validator per event type the site acts on
 * (https://docs.kick.com/events/event-types). Kick signs the body but not the
 * Kick-Event-Type header, so the body's shape is what tells the type: each schema requires
 * the fields that set its type apart, and a body must fit its header's schema and no other.
 */
import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'

/** Kick user ids are positive integers */
const kickUser = () =>
  vine.object({
    user_id: vine.number({ strict: true }).withoutDecimals().positive(),
    username: vine.string().maxLength(100).optional(),
  })

export const chatMessageSentValidator = vine.create({
  message_id: vine.string().minLength(1).maxLength(200),
  broadcaster: kickUser(),
  sender: kickUser(),
  content: vine.string().maxLength(2000),
})

export const livestreamStatusUpdatedValidator = vine.create({
  broadcaster: kickUser(),
  is_live: vine.boolean({ strict: true }),
  title: vine.string().maxLength(500).nullable().optional(),
})

export const KICK_EVENT_VALIDATORS = {
  'chat.message.sent': chatMessageSentValidator,
  'livestream.status.updated': livestreamStatusUpdatedValidator,
}

export type KickEventType = keyof typeof KICK_EVENT_VALIDATORS

export type KickEvent =
  | { type: 'chat.message.sent'; payload: Infer<typeof chatMessageSentValidator> }
  | { type: 'livestream.status.updated'; payload: Infer<typeof livestreamStatusUpdatedValidator> }
