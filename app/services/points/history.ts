import db from '@adonisjs/lucid/services/db'
import { readDbTimestamp } from '#infra/db/time'
import { pointReasonLabel, POINTS_HISTORY_LIMIT, type PointsHistoryEntry } from '#shared/points'
import type { Translate } from '#shared/messages'

/**
 * GET /api/user/points-history: the user's own ledger, newest first, each row named (a Kick
 * reward by its event: 'Kick reward: Gifted subs'), in the reader's language through `t`
 */
export async function pointsHistory(userId: number, t: Translate): Promise<PointsHistoryEntry[]> {
  const rows = await db
    .from('point_transactions')
    .where('user_id', userId)
    .orderBy('id', 'desc')
    .limit(POINTS_HISTORY_LIMIT)
    .select('id', 'delta', 'balance_after', 'reason', 'note', 'created_at')
  return rows.map((row) => ({
    id: Number(row.id),
    points: Number(row.delta),
    balance_after: Number(row.balance_after),
    label: pointReasonLabel(String(row.reason), row.note, t),
    created_at: readDbTimestamp(row.created_at).toUTC().toISO()!,
  }))
}
