import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { dbTimestamp } from '#infra/db/time'
import { isUniqueViolation } from '#infra/db/errors'

/**
 * Records a webhook delivery's message id in the caller's transaction (a savepoint, so a
 * duplicate leaves the transaction usable on PostgreSQL); false when it was seen before, by
 * this or any process. Both platforms' ids share kick_events (Kick's ULIDs and Twitch's UUIDs
 * cannot meet; Twitch's types are stored as `twitch:<type>`), kept KICK_EVENTS_RETENTION_DAYS.
 */
export async function firstDelivery(
  trx: TransactionClientContract,
  messageId: string,
  type: string
) {
  try {
    await trx.transaction(async (savepoint) => {
      await savepoint
        .insertQuery()
        .table('kick_events')
        .insert({ message_id: messageId, type, received_at: dbTimestamp(savepoint) })
    })
    return true
  } catch (error) {
    if (isUniqueViolation(error)) return false
    throw error
  }
}
