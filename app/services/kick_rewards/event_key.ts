import { createHash } from 'node:crypto'
import type { KickRewardEvent } from '#shared/kick_rewards'
import type { KickEvent } from '#validators/kick_webhook'

/** A Kick webhook event that pays a reward */
export type KickRewardEventOf = Extract<KickEvent, { type: KickRewardEvent }>

/**
 * The identity of a support event, from its own content (not the delivery's message id): two
 * validly signed deliveries of one event (a second subscription to the same events sends the
 * same content under another message id) share it, so the reward is paid once. Made of the
 * broadcaster, the user, the kind of event and the event's own time and id fields:
 * - a sub (new or renewal: one kind, the same shape, the unsigned header picks the label):
 *   the subscriber, created_at and expires_at (one paid period)
 * - gifted subs: the gifter, created_at, expires_at and the giftees' ids
 * - Kicks: the sender, the gift's amount and name, created_at; without created_at there is
 *   nothing of its own to tell two gifts apart, so only the message id counts (null)
 * - a follow: the follower alone (a first follow pays once per Kick account, ever)
 * Stored in kick_rewards.once_key (unique), as a SHA-256 so it fits the column.
 */
export function kickRewardEventKey(event: KickRewardEventOf, beneficiaryId: string) {
  const p = event.payload
  let identity: unknown[]
  switch (event.type) {
    case 'channel.followed':
      return `follow:${event.payload.follower.user_id}`
    case 'channel.subscription.new':
    case 'channel.subscription.renewal':
      identity = [
        'subscription',
        beneficiaryId,
        event.payload.created_at ?? null,
        event.payload.expires_at,
      ]
      break
    case 'channel.subscription.gifts': {
      const giftees = event.payload.giftees.map((g) => g.user_id).sort((a, b) => a - b)
      identity = [
        'gifts',
        beneficiaryId,
        event.payload.created_at ?? null,
        event.payload.expires_at,
        giftees,
      ]
      break
    }
    case 'kicks.gifted': {
      const { created_at: at, gift } = event.payload
      if (!at) return null
      identity = ['kicks', beneficiaryId, at, gift.amount, gift.name ?? null]
      break
    }
  }
  const digest = createHash('sha256')
    .update(JSON.stringify([p.broadcaster.user_id, ...identity]))
    .digest('hex')
  return `event:${digest}`
}
