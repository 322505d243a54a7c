import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { cachedPublic } from '#infra/live/public_cache'
import { readDbTimestamp } from '#infra/db/time'
import type { OwnStake, PredictionStatus, PublicPrediction } from '#shared/predictions'

/** How many settled predictions the pages keep showing under the open ones */
const RECENT_SETTLED = 5

export type PredictionRow = {
  id: number
  question: string
  outcomes: string
  status: PredictionStatus
  locks_at: string | Date
  min_stake: number
  max_stake: number
  pool: number | string
  winning_outcome: number | null
  settled_at: string | Date | null
}

const iso = (value: string | Date) => readDbTimestamp(value).toISO()!

/** A prediction's public view: its outcomes with the points and people on each */
async function view(client: QueryClientContract, row: PredictionRow): Promise<PublicPrediction> {
  const totals = await client
    .from('prediction_stakes')
    .where('prediction_id', row.id)
    .groupBy('outcome')
    .select('outcome')
    .sum('amount as points')
    .count('* as people')
  const labels = JSON.parse(row.outcomes) as string[]
  const locksAt = iso(row.locks_at)
  return {
    id: row.id,
    question: row.question,
    status: row.status === 'open' && Date.parse(locksAt) <= Date.now() ? 'locked' : row.status,
    locks_at: locksAt,
    min_stake: Number(row.min_stake),
    max_stake: Number(row.max_stake),
    pool: Number(row.pool),
    outcomes: labels.map((label, index) => {
      const total = totals.find((t) => Number(t.outcome) === index)
      return { label, points: Number(total?.points ?? 0), people: Number(total?.people ?? 0) }
    }),
    winning_outcome: row.winning_outcome === null ? null : Number(row.winning_outcome),
    settled_at: row.settled_at ? iso(row.settled_at) : null,
  }
}

/** One prediction, read now (the admin's answers); null when there is none */
export async function predictionView(id: number, client: QueryClientContract = db.connection()) {
  const row = await client.from('predictions').where('id', id).first()
  return row ? view(client, row) : null
}

/**
 * The open predictions (newest first), then the last settled ones: what /predictions, the
 * overlay and the live messages show. Cached per change; whether an open one is past its lock
 * is decided again on every read.
 */
export async function publicPredictions(): Promise<PublicPrediction[]> {
  const kept = await cachedPublic('predictions', 'list', async () => {
    const open = await db.from('predictions').where('status', 'open').orderBy('id', 'desc')
    const settled = await db
      .from('predictions')
      .whereNot('status', 'open')
      .orderBy('settled_at', 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT_SETTLED)
    return Promise.all([...open, ...settled].map((row) => view(db.connection(), row)))
  })
  const now = Date.now()
  return kept.map((prediction) =>
    prediction.status === 'open' && Date.parse(prediction.locks_at) <= now
      ? { ...prediction, status: 'locked' as const }
      : prediction
  )
}

/** The viewer's own stakes on the predictions shown (private: asked for apart) */
export async function ownStakes(userId: number, predictionIds: number[]): Promise<OwnStake[]> {
  if (predictionIds.length === 0) return []
  const rows = await db
    .from('prediction_stakes')
    .where('user_id', userId)
    .whereIn('prediction_id', predictionIds)
    .select('prediction_id', 'outcome', 'amount', 'payout')
  return rows.map((row) => ({
    prediction_id: Number(row.prediction_id),
    outcome: Number(row.outcome),
    amount: Number(row.amount),
    payout: row.payout === null ? null : Number(row.payout),
  }))
}
