import vine from '@vinejs/vine'
import { LIVE_CHANNELS } from '#shared/live'

/** The browser's random id for its stream (transmit-client: a UUID) */
const uid = () => vine.string().trim().minLength(1).maxLength(64)

export const liveStreamValidator = vine.create({ uid: uid() })

export const liveSubscriptionValidator = vine.create({
  uid: uid(),
  channel: vine.enum(LIVE_CHANNELS),
})
