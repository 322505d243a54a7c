import vine from '@vinejs/vine'
import { PUSH_TOPICS } from '#shared/push'

/** A browser's push endpoint (checked against the push services' hosts by the service) */
const endpoint = () => vine.string().trim().minLength(12).maxLength(1024)

/** The topics a browser wants: each at most once; omitted, every topic */
const topics = () => vine.array(vine.enum(PUSH_TOPICS)).maxLength(PUSH_TOPICS.length).distinct()

/** base64url (padding allowed), as PushSubscription.toJSON() gives the keys */
const BASE64URL = /^[\w-]+={0,2}$/

/**
 * POST /api/account/push/subscribe: the browser's PushSubscription.toJSON() (endpoint and
 * keys: p256dh, the 65-byte P-256 public key; auth, the 16-byte secret) and its topics
 */
export const pushSubscribeValidator = vine.create({
  endpoint: endpoint(),
  keys: vine.object({
    p256dh: vine.string().trim().minLength(86).maxLength(90).regex(BASE64URL),
    auth: vine.string().trim().minLength(21).maxLength(24).regex(BASE64URL),
  }),
  topics: topics().optional(),
})

/** POST /api/account/push/topics: one browser's topics (an empty list keeps it, muted) */
export const pushTopicsValidator = vine.create({ endpoint: endpoint(), topics: topics() })

/** POST /api/account/push/unsubscribe: one browser (endpoint), or all of the account's (all) */
export const pushUnsubscribeValidator = vine.create({
  endpoint: endpoint().optional().requiredIfMissing('all'),
  all: vine.boolean({ strict: true }).optional(),
})
