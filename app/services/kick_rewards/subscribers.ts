import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { dbTimestamp } from '#infra/db/time'
import type { ChatPlatform } from '#shared/platforms'

/**
 * Subscriber status from Kick's (and Twitch's) subscription events, kept per account (so an event that
 * arrives before the account is linked still counts once it is): subscribed until the end of
 * the paid period (the event's expires_at; a later period only extends it).
 */
export function noteSubscription(
  trx: TransactionClientContract,
  kick: { id: string; username?: string | null },
  until: DateTime
) {
  return noteSubscriber(trx, 'kick', kick, until)
}

/** The same for a Twitch account (twitch_subscribers) */
export function noteTwitchSubscription(
  trx: TransactionClientContract,
  twitch: { id: string; username?: string | null },
  until: DateTime
) {
  return noteSubscriber(trx, 'twitch', twitch, until)
}

async function noteSubscriber(
  trx: TransactionClientContract,
  platform: ChatPlatform,
  account: { id: string; username?: string | null },
  until: DateTime
) {
  const table = `${platform}_subscribers`
  const idColumn = `${platform}_user_id`
  const nameColumn = `${platform}_username`
  const row = await trx.from(table).where(idColumn, account.id).first()
  const untilText = dbTimestamp(trx, until)
  const now = dbTimestamp(trx)
  if (!row) {
    await trx
      .insertQuery()
      .table(table)
      .insert({
        [idColumn]: account.id,
        [nameColumn]: account.username ?? null,
        subscribed_until: untilText,
        updated_at: now,
      })
    return
  }
  await trx
    .from(table)
    .where(idColumn, account.id)
    .where('subscribed_until', '<', untilText)
    .update({
      subscribed_until: untilText,
      [nameColumn]: account.username ?? row[nameColumn],
      updated_at: now,
    })
}

/**
 * The condition that makes a site user a channel subscriber at a time: the paid period of
 * their linked Kick account or of their linked Twitch account has not ended (subscribed on
 * both is still one subscriber). Bindings: subscribedBindings (the user's id and the time,
 * for each platform).
 * One SQL fragment, so the shop's take of a subscribers-only product decides in its own
 * statement without a query builder per purchase, and isSubscriber asks the same thing.
 */
export const SUBSCRIBED_CONDITION =
  '(exists (select 1 from users as u inner join kick_subscribers as s on s.kick_user_id = u.kick_id ' +
  'where u.id = ? and s.subscribed_until > ?) or exists (select 1 from users as u ' +
  'inner join twitch_subscribers as t on t.twitch_user_id = u.twitch_id ' +
  'where u.id = ? and t.subscribed_until > ?))'

/** The bindings of SUBSCRIBED_CONDITION: the user and the time, once per platform */
export function subscribedBindings(userId: number, at: string | Date) {
  return [userId, at, userId, at]
}

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
    .whereRaw(SUBSCRIBED_CONDITION, subscribedBindings(userId, dbTimestamp(client, at)))
    .select('id')
    .first()
  return Boolean(subscribed)
}
