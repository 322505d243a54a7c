import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { dbTimestamp } from '#infra/db/time'

/**
 * Subscriber status from Kick's subscription events, kept per Kick account (so an event that
 * arrives before the account is linked still counts once it is): subscribed until the end of
 * the paid period (the event's expires_at; a later period only extends it).
 */
export async function noteSubscription(
  trx: TransactionClientContract,
  kick: { id: string; username?: string | null },
  until: DateTime
) {
  const row = await trx.from('kick_subscribers').where('kick_user_id', kick.id).first()
  const untilText = dbTimestamp(trx, until)
  const now = dbTimestamp(trx)
  if (!row) {
    await trx
      .insertQuery()
      .table('kick_subscribers')
      .insert({
        kick_user_id: kick.id,
        kick_username: kick.username ?? null,
        subscribed_until: untilText,
        updated_at: now,
      })
    return
  }
  await trx
    .from('kick_subscribers')
    .where('kick_user_id', kick.id)
    .where('subscribed_until', '<', untilText)
    .update({
      subscribed_until: untilText,
      kick_username: kick.username ?? row.kick_username,
      updated_at: now,
    })
}

/**
 * The condition that makes a site user a channel subscriber at a time: their linked Kick
 * account's paid period has not ended. Bindings: the user's id, then the time (dbTimestamp).
 * One SQL fragment, so the shop's take of a subscribers-only product decides in its own
 * statement without a query builder per purchase, and isSubscriber asks the same thing.
 */
export const SUBSCRIBED_CONDITION =
  'exists (select 1 from users as u inner join kick_subscribers as s on s.kick_user_id = u.kick_id ' +
  'where u.id = ? and s.subscribed_until > ?)'

/**
 * Whether a site user is a channel subscriber at `at` (now by default). For raffles and shop
 * items limited to subscribers; a caller inside a transaction passes it (SQLite has one writer
 * connection).
 */
export async function isSubscriber(
  userId: number,
  at: DateTime = DateTime.utc(),
  client: QueryClientContract = db.connection()
) {
  const subscribed = await client
    .from('users')
    .where('id', userId)
    .whereRaw(SUBSCRIBED_CONDITION, [userId, dbTimestamp(client, at)])
    .select('id')
    .first()
  return Boolean(subscribed)
}
