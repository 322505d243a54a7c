import { DateTime } from 'luxon'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { dbTimestamp } from '#infra/db/time'
import { topicColumn } from '#services/push/subscriptions'
import type { PushTopic } from '#shared/push'
import type { PushKind } from '#services/push/message'

/**
 * The outbox of browser push (docs/decisions.md, "Browser push through an outbox"), like the
 * Discord one: a change worth a notification queues it inside its own transaction, one row per
 * subscribed browser, so a rolled-back change pushes nothing and a committed one is never lost.
 * (occurrence, subscription) is unique: an occurrence reaches a browser once. The row keeps the
 * facts, not the words: the worker writes them in the subscriber's language (delivery.ts).
 */

export type PushNotice = {
  topic: PushTopic
  kind: PushKind
  /** what happened, once: `raffle:3`, `hunt:12` */
  occurrence: string
  values: Record<string, string>
  /** the site page the notification opens */
  url: string
  /** only these accounts' browsers (a personal notice: the winner's) */
  userIds?: number[]
}

const CHUNK = 200

/** Queues the notice for every browser subscribed to its topic (in the caller's transaction) */
export async function queuePush(trx: QueryClientContract, notice: PushNotice) {
  if (notice.userIds?.length === 0) return 0
  const query = trx.from('push_subscriptions').where(topicColumn(notice.topic), true)
  if (notice.userIds) query.whereIn('user_id', notice.userIds)
  const subscribers = (await query.orderBy('id', 'asc').select('id')) as { id: number }[]
  const now = dbTimestamp(trx)
  const payload = JSON.stringify({ kind: notice.kind, values: notice.values, url: notice.url })
  for (let from = 0; from < subscribers.length; from += CHUNK) {
    const rows = subscribers.slice(from, from + CHUNK).map(({ id }) => ({
      subscription_id: id,
      topic: notice.topic,
      occurrence: notice.occurrence,
      payload,
      status: 'pending',
      next_attempt_at: now,
      created_at: now,
    }))
    await trx
      .insertQuery()
      .table('push_outbox')
      .insert(rows)
      .onConflict(['occurrence', 'subscription_id'])
      .ignore()
  }
  return subscribers.length
}

const PLATFORMS: Record<string, string> = { kick: 'Kick', twitch: 'Twitch', youtube: 'YouTube' }

/**
 * The stream went live on `platform` (kick, twitch, ...): called by the go-live transition in
 * its transaction. One notice per platform and minute unless the caller names the occurrence.
 */
export function queueGoLivePush(
  trx: QueryClientContract,
  live: { platform: string; title: string; url: string; occurrence?: string }
) {
  const minute = DateTime.utc().toFormat("yyyyLLdd'T'HHmm")
  return queuePush(trx, {
    topic: 'go_live',
    kind: 'go_live',
    occurrence: live.occurrence ?? `live:${live.platform}:${minute}`.slice(0, 64),
    values: { platform: PLATFORMS[live.platform] ?? live.platform, title: live.title },
    url: live.url,
  })
}

export function queueRaffleOpenedPush(
  trx: QueryClientContract,
  raffle: { id: number; title: string; prize: string }
) {
  return queuePush(trx, {
    topic: 'raffle_opened',
    kind: 'raffle_opened',
    occurrence: `raffle:${raffle.id}`,
    values: { title: raffle.title, prize: raffle.prize },
    url: `/raffles/${raffle.id}`,
  })
}

export function queueHuntStartedPush(
  trx: QueryClientContract,
  hunt: { id: number; title: string }
) {
  return queuePush(trx, {
    topic: 'hunt_started',
    kind: 'hunt_started',
    occurrence: `hunt:${hunt.id}`,
    values: { title: hunt.title },
    url: '/bonus-hunt',
  })
}

/** The raffle's winners (accounts still there), each told on their own browsers only */
export function queueRaffleWonPush(
  trx: QueryClientContract,
  raffle: { id: number; title: string; prize: string },
  userIds: number[]
) {
  return queuePush(trx, {
    topic: 'won',
    kind: 'raffle_won',
    occurrence: `raffle-won:${raffle.id}`,
    values: { title: raffle.title, prize: raffle.prize },
    url: `/raffles/${raffle.id}`,
    userIds: [...new Set(userIds)],
  })
}

/** The hunt's closest guess, told to its author only */
export function queueGuessWonPush(
  trx: QueryClientContract,
  hunt: { id: number; title: string },
  userId: number
) {
  return queuePush(trx, {
    topic: 'won',
    kind: 'guess_won',
    occurrence: `guess-won:${hunt.id}`,
    values: { title: hunt.title },
    url: `/bonus-hunt/${hunt.id}`,
    userIds: [userId],
  })
}
