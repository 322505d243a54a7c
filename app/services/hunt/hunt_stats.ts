import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { HuntBonusRef, HuntStats } from '#shared/hunt_stats'

/**
 * Hunt statistics computed by the database (#shared/hunt_stats says what each one is), the same
 * SQL on SQLite and PostgreSQL: one GROUP BY for the sums, one window query for the best and
 * worst bonus, over the hunts asked for only. `* 1.0` keeps SQLite from dividing integers.
 */
export const MULTI_SQL = '(hs.amount * 1.0 / hs.bet_size)'

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value))

function bonusRef(row: Record<string, unknown> | undefined): HuntBonusRef | null {
  if (!row) return null
  return {
    slot_name: String(row.slot_name),
    bet_size: Number(row.bet_size),
    amount: Number(row.amount),
    multi: Number(row.multi),
  }
}

/** The statistics of these hunts, by hunt id (a hunt without bonuses has zeros) */
export async function statsOfHunts(
  huntIds: readonly number[],
  client: QueryClientContract = db.connection()
): Promise<Map<number, HuntStats>> {
  const result = new Map<number, HuntStats>()
  if (huntIds.length === 0) return result
  const sums = await client
    .from('bonus_hunts as h')
    .leftJoin('hunt_slots as hs', 'hs.bonus_hunt_id', 'h.id')
    .whereIn('h.id', [...huntIds])
    .groupBy('h.id', 'h.starting_balance')
    .select('h.id', 'h.starting_balance')
    .select(
      client.raw('count(hs.id) as bonuses'),
      client.raw('count(hs.amount) as opened'),
      client.raw('coalesce(sum(hs.bet_size), 0) as total_bet'),
      client.raw('coalesce(sum(hs.amount), 0) as total_won'),
      client.raw(`avg(case when hs.amount is not null then ${MULTI_SQL} end) as avg_multi`)
    )
  const ranked = await client
    .from(
      client
        .from('hunt_slots as hs')
        .whereIn('hs.bonus_hunt_id', [...huntIds])
        .whereNotNull('hs.amount')
        .select('hs.bonus_hunt_id', 'hs.slot_name', 'hs.bet_size', 'hs.amount')
        .select(
          client.raw(`${MULTI_SQL} as multi`),
          client.raw(
            `row_number() over (partition by hs.bonus_hunt_id order by ${MULTI_SQL} desc, hs.position) as best_rank`
          ),
          client.raw(
            `row_number() over (partition by hs.bonus_hunt_id order by ${MULTI_SQL} asc, hs.position) as worst_rank`
          )
        )
        .as('ranked')
    )
    .where((q) => q.where('best_rank', 1).orWhere('worst_rank', 1))
    .select('*')
  for (const row of sums) {
    const id = Number(row.id)
    const start = Number(row.starting_balance)
    const totalBet = Number(row.total_bet)
    const totalWon = Number(row.total_won)
    const mine = ranked.filter((r) => Number(r.bonus_hunt_id) === id)
    const avg = num(row.avg_multi)
    result.set(id, {
      bonuses: Number(row.bonuses),
      opened: Number(row.opened),
      total_bet: round2(totalBet),
      total_won: round2(totalWon),
      profit: round2(totalWon - start),
      avg_multi: avg === null ? null : round2(avg),
      best: bonusRef(mine.find((r) => Number(r.best_rank) === 1)),
      worst: bonusRef(mine.find((r) => Number(r.worst_rank) === 1)),
      break_even_multi: totalBet > 0 ? round2(start / totalBet) : null,
    })
  }
  return result
}

/** One hunt's statistics (null: no such hunt) */
export async function statsOfHunt(huntId: number, client?: QueryClientContract) {
  const stats = await statsOfHunts([huntId], client)
  return stats.get(huntId) ?? null
}

export const round2 = (value: number) => Math.round(value * 100) / 100
