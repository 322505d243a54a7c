import db from '@adonisjs/lucid/services/db'
import { readDbTimestamp } from '#infra/db/time'
import { pointReasonLabel, POINTS_HISTORY_LIMIT, type PointsHistoryEntry } from '#shared/points'
import type { Translate } from '#shared/messages'
import { ledgerPlatforms } from '#services/points/history_platforms'

/**
 * GET /api/user/points-history: the user's own ledger, newest first, each row named (a Kick
 * reward by its event: 'Kick reward: Gifted subs'), in the reader's language through `t`, with
 * the chats a row was born in (history_platforms.ts)
 */
export async function pointsHistory(userId: number, t: Translate): Promise<PointsHistoryEntry[]> {
  const rows = await db
    .from('point_transactions')
    .where('user_id', userId)
    .orderBy('id', 'desc')
    .limit(POINTS_HISTORY_LIMIT)
    .select(
      'id',
      'delta',
      'balance_after',
      'reason',
      'note',
      'reference_type',
      'reference_id',
      'created_at'
    )
  const platformsOf = await ledgerPlatforms(
    userId,
    rows.map((row) => ({
      id: Number(row.id),
      reason: String(row.reason),
      reference_type: row.reference_type,
      reference_id: row.reference_id === null ? null : Number(row.reference_id),
    }))
  )
  return rows.map((row) => ({
    id: Number(row.id),
    points: Number(row.delta),
    balance_after: Number(row.balance_after),
    label: pointReasonLabel(String(row.reason), row.note, t),
    platforms: platformsOf(Number(row.id)),
    created_at: readDbTimestamp(row.created_at).toUTC().toISO()!,
  }))
}
