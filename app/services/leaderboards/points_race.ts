import type { DateTime } from 'luxon'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { PointReason } from '#models/point_transaction'
import { dbTimestamp } from '#infra/db/time'
import { publicUsername } from '#shared/deleted_user'

/**
 * The points race's standings, read from the points ledger (docs/product.md#points-race).
 *
 * Earned points are the ledger rows of reason 'accrual' (chat activity), 'hunt' (the
 * closest-guess prize) and 'admin' (grants, and an admin's corrections, which may be negative
 * and take back a mistaken grant). Spending (purchases, vault contributions) is not earning, and a refund only
 * gives back points spent before, so neither counts. A user's score is the sum of their earned
 * rows in [start, end); users whose score is not above 0 are not ranked.
 *
 * Ties: the user who reached the score first (whose last earning row is older) ranks higher.
 */
export const EARNED_REASONS = ['accrual', 'admin', 'hunt'] as const satisfies readonly PointReason[]

export type PointsStanding = {
  userId: number
  name: string
  avatar: string | null
  points: number
}

export async function pointsStandings(
  client: QueryClientContract,
  start: DateTime,
  end: DateTime
): Promise<PointsStanding[]> {
  const rows = await client
    .from('point_transactions')
    .join('users', 'users.id', 'point_transactions.user_id')
    .whereIn('point_transactions.reason', [...EARNED_REASONS])
    .where('point_transactions.created_at', '>=', dbTimestamp(client, start))
    .where('point_transactions.created_at', '<', dbTimestamp(client, end))
    .groupBy('users.id', 'users.username', 'users.avatar')
    .havingRaw('sum(point_transactions.delta) > 0')
    .select('users.id as user_id', 'users.username', 'users.avatar')
    .sum('point_transactions.delta as points')
    .max('point_transactions.id as last_id')
    .orderBy('points', 'desc')
    .orderBy('last_id', 'asc')
  return rows.map((row) => ({
    userId: Number(row.user_id),
    name: publicUsername(String(row.username)),
    avatar: (row.avatar as string | null) ?? null,
    points: Number(row.points),
  }))
}
