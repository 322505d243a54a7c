import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { readDbTimestamp } from '#infra/db/time'
import { POINTS, type AccrualEntry } from '#shared/points'

/** Entries shown at once in the admin's accrual history (newest first) */
export const ACCRUAL_HISTORY_LIMIT = 100

/**
 * GET /api/admin/users/{id}/accruals: a user's chat point accruals, newest first, as the
 * ledger has them ('accrual' entries) with the chat window each one paid when known (entries
 * from before chat_accruals have none).
 */
export async function accrualHistory(userId: number): Promise<AccrualEntry[]> {
  const user = await User.find(userId)
  if (!user) throw new ActionRefusedException(ERROR_CODES.notFound, 'errors.user_not_found')
  const rows = await db
    .from('point_transactions as t')
    .leftJoin('chat_accruals as a', 'a.point_transaction_id', 't.id')
    .where('t.user_id', userId)
    .where('t.reason', 'accrual')
    .orderBy('t.id', 'desc')
    .limit(ACCRUAL_HISTORY_LIMIT)
    .select('t.id', 't.delta', 't.balance_after', 't.created_at', 'a.window_start')
  return rows.map((row) => {
    const window = row.window_start ? readDbTimestamp(row.window_start) : null
    return {
      transaction_id: Number(row.id),
      points: Number(row.delta),
      balance_after: Number(row.balance_after),
      credited_at: readDbTimestamp(row.created_at).toUTC().toISO()!,
      window_start: window?.toUTC().toISO() ?? null,
      window_end: window?.plus({ minutes: POINTS.windowMinutes }).toUTC().toISO() ?? null,
    }
  })
}
