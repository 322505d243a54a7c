import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { applyPointChange } from '#services/points/ledger'
import { dbTimestamp } from '#services/db/time'
import { isUniqueViolation } from '#services/db/errors'
import { windowStart } from '#services/chat_points/chat_activity'
import { POINTS } from '#shared/points'
import { publicDataChanged } from '#services/public_cache'

/**
 * Credits every closed 10-minute window once: POINTS.perWindow to each user whose linked
 * Kick account chatted in it. The accrual_windows primary key makes it idempotent: a second
 * run, a restart or a replayed event never credits a window twice. Each window is one
 * transaction, so a crash leaves a window either fully credited or not at all.
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

        const users = await trx
          .from('users')
          .join('chat_activities', 'chat_activities.kick_user_id', 'users.kick_id')
          .where('chat_activities.window_start', start)
          .select('users.id')
        for (const user of users) {
          await applyPointChange(trx, {
            userId: user.id,
            delta: POINTS.perWindow,
            reason: 'accrual',
            referenceType: 'chat_window',
            note: `Chat activity ${String(start)}`,
          })
        }
        await trx
          .from('accrual_windows')
          .where('window_start', start)
          .update({ users_credited: users.length })
        return users.length
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
