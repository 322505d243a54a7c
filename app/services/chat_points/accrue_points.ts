import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { applyPointChange } from '#services/points/ledger'
import { dbTimestamp, readDbTimestamp } from '#infra/db/time'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { isUniqueViolation } from '#infra/db/errors'
import { windowStart } from '#services/chat_points/chat_activity'
import { POINTS } from '#shared/points'
import { publicDataChanged } from '#infra/live/public_cache'
import { chatPointsDailyCap } from '#config/chat_points'

/** Chat points a user was credited for windows of the UTC day of `window` */
async function earnedOnDay(trx: TransactionClientContract, userId: number, window: DateTime) {
  const day = window.toUTC().startOf('day')
  const row = await trx
    .from('chat_accruals')
    .where('user_id', userId)
    .where('window_start', '>=', dbTimestamp(trx, day))
    .where('window_start', '<', dbTimestamp(trx, day.plus({ days: 1 })))
    .sum('points as total')
    .first()
  return Number(row?.total ?? 0)
}

/**
 * Credits every closed 10-minute window once: POINTS.perWindow to each user whose linked
 * Kick or Twitch account (or both: once) sent a counting message in it (see message_quality.ts), up to the daily cap
 * (CHAT_POINTS_DAILY_CAP per UTC day of the window; the last window of a day may give less).
 * The accrual_windows primary key makes it idempotent: a second run, a restart or a replayed
 * event never credits a window twice. Each window is one transaction, so a crash leaves a
 * window either fully credited or not at all. Each credit is one 'accrual' ledger entry and
 * one chat_accruals row (the window it pays, for the cap and the admin's accrual history).
 */
export async function accrueClosedWindows(now: DateTime = DateTime.utc()) {
  const current = windowStart(now)
  const client = db.connection()
  const pending = await client
    .from('chat_activities')
    .distinct('window_start')
    .where('window_start', '<', dbTimestamp(client, current))
    .whereNotIn('window_start', client.from('accrual_windows').select('window_start'))
    .orderBy('window_start', 'asc')

  let credited = 0
  for (const { window_start: start } of pending) {
    const creditedBefore = credited
    credited += await db
      .transaction(async (trx) => {
        // Claiming the window first: a concurrent run hits the primary key and backs out
        await trx
          .insertQuery()
          .table('accrual_windows')
          .insert({ window_start: start, users_credited: 0, credited_at: dbTimestamp(trx) })

        // each platform's chatters by their own column; a person on both is one user
        const users = await trx
          .from('users')
          .whereIn('users.id', (q) => {
            q.from('chat_activities')
              .join('users as u', (on) => {
                on.on('u.kick_id', 'chat_activities.kick_user_id').andOnVal(
                  'chat_activities.platform',
                  'kick'
                )
              })
              .where('chat_activities.window_start', start)
              .select('u.id')
              .union((twitch) => {
                twitch
                  .from('chat_activities')
                  .join('users as u', (on) => {
                    on.on('u.twitch_id', 'chat_activities.kick_user_id').andOnVal(
                      'chat_activities.platform',
                      'twitch'
                    )
                  })
                  .where('chat_activities.window_start', start)
                  .select('u.id')
              })
          })
          .orderBy('users.id', 'asc')
          .select('users.id')
        const window = readDbTimestamp(start)
        const cap = chatPointsDailyCap()
        let paid = 0
        for (const user of users) {
          const points =
            cap === null
              ? POINTS.perWindow
              : Math.min(POINTS.perWindow, cap - (await earnedOnDay(trx, user.id, window)))
          if (points <= 0) continue
          const { transactionId } = await applyPointChange(trx, {
            userId: user.id,
            delta: points,
            reason: 'accrual',
            referenceType: 'chat_window',
            note: `Chat activity ${window.toISO()}`,
          })
          await trx
            .insertQuery()
            .table('chat_accruals')
            .insert({
              user_id: user.id,
              window_start: start,
              points,
              point_transaction_id: transactionId,
              created_at: dbTimestamp(trx),
            })
          paid++
        }
        await trx
          .from('accrual_windows')
          .where('window_start', start)
          .update({ users_credited: paid })
        return paid
      })
      .catch((error) => {
        if (isUniqueViolation(error)) return 0
        throw error
      })
    // the window has committed: the points race ('boards') is rebuilt when it credited anyone
    if (credited > creditedBefore) await publicDataChanged('boards')
  }
  return { windows: pending.length, credited }
}
