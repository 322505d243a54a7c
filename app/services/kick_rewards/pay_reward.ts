import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { dbTimestamp } from '#infra/db/time'
import { insertedId } from '#infra/db/writes'
import { applyPointChange } from '#services/points/ledger'
import { holdCredit } from '#services/points/held_credits'
import { PLATFORM_USER_COLUMN, type ChatPlatform } from '#shared/platforms'

export type RewardToPay = {
  platform: ChatPlatform
  /** the delivery's message id (kick_rewards.message_id, unique) */
  messageId: string
  /** the event's own identity (unique; null: only the message id counts) */
  onceKey: string | null
  /** the ledger note and kick_rewards.event_type (Twitch's: twitch:<type>) */
  eventType: string
  /** the account that earns it, on its platform */
  account: { id: string; username: string | null }
  points: number
  holdDays: number
}

/**
 * Pays one support reward of either platform, inside the caller's transaction: one
 * kick_rewards row per event, unique by message id and by the event's own identity (a second
 * delivery of the same event under another message id pays nothing); the points go to the
 * user that account is linked to through the ledger (reason kick_reward, the event as the
 * note), or are held for the account until it links (held_credits, expiring after
 * `holdDays`). Answers the points paid or held (0 when it was paid before).
 */
export async function payReward(trx: TransactionClientContract, reward: RewardToPay) {
  // kick_events forgets ids after KICK_EVENTS_RETENTION_DAYS; kick_rewards never does
  const paid = await trx.from('kick_rewards').where('message_id', reward.messageId).first()
  if (paid) return 0
  if (reward.onceKey) {
    const seen = await trx.from('kick_rewards').where('once_key', reward.onceKey).first()
    if (seen) return 0
  }
  const linked = await trx
    .from('users')
    .where(PLATFORM_USER_COLUMN[reward.platform], reward.account.id)
    .select('id')
    .first()
  // a copy racing this one (PostgreSQL) waits on the key, then inserts nothing and pays nothing
  const [row] = await trx
    .insertQuery()
    .table('kick_rewards')
    .insert({
      platform: reward.platform,
      message_id: reward.messageId,
      once_key: reward.onceKey,
      event_type: reward.eventType,
      kick_user_id: reward.account.id,
      kick_username: reward.account.username,
      points: reward.points,
      user_id: linked ? Number(linked.id) : null,
      created_at: dbTimestamp(trx),
    })
    .onConflict('once_key')
    .ignore()
    .returning('id')
  if (!row) return 0
  const credit = {
    reason: 'kick_reward' as const,
    referenceType: 'kick_reward',
    referenceId: insertedId(row),
    note: reward.eventType,
  }
  if (linked) {
    await applyPointChange(trx, { userId: Number(linked.id), delta: reward.points, ...credit })
  } else {
    await holdCredit(trx, {
      platform: reward.platform,
      kickUserId: reward.account.id,
      kickUsername: reward.account.username,
      points: reward.points,
      expiresAt: DateTime.utc().plus({ days: reward.holdDays }),
      ...credit,
    })
  }
  return reward.points
}
