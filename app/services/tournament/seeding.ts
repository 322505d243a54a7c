import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { publicTransaction } from '#infra/live/public_cache'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { recordAudit } from '#services/audit/record_audit'
import { beaconRoundFor } from '#services/raffles/draw'
import { dbTimestamp } from '#infra/db/time'
import { affectedRows } from '#infra/db/writes'
import { drawRaffle, raffleDrawMessage } from '#shared/raffles'
import { drawEntries, type EntryName } from '#shared/entry_commitments'
import { VIEWER_TOURNAMENT_MESSAGES as M, seededBracket } from '#shared/tournament_draw'
import { TOURNAMENT_SUBJECT, tournamentRowOrFail } from '#services/tournament/signup'

/**
 * Seeds a closed tournament's bracket, once, by the raffle draw (#shared/raffles drawRaffle):
 * the frozen entries (one ticket each), the seed committed at creation and the first beacon
 * round after the close; every entry is drawn, the k-th drawn is seed k + 1, and the seeds take
 * their bracket positions with byes for a short field (#shared/tournament_draw seededBracket).
 * The beacon wait is the raffle draw's (beaconRoundFor). The status UPDATE (closed → running)
 * decides between racing seedings; the loser answers the bracket already drawn.
 */
export async function seedTournament(actorId: number, id: number) {
  const row = await db.from('tournaments').where('id', id).first()
  if (!row) throw new ActionRefusedException(ERROR_CODES.notFound, M.notFound)
  if (row.status === 'running' || row.status === 'finished') return { id, size: row.bracket_size }
  if (row.status !== 'closed') throw new ActionRefusedException(ERROR_CODES.conflict, M.notClosed)
  const beacon = await beaconRoundFor(row, M.beaconPending)

  return publicTransaction(['tournament'], async (trx) => {
    const entries = drawEntries({
      canonical: row.canonical,
      canonical_version: 2,
      names: JSON.parse(row.canonical_names ?? '[]') as EntryName[],
    })
    const userIds = await frozenUserIds(trx, row.canonical_user_ids)
    const drawn = await drawRaffle(
      row.seed,
      id,
      beacon?.randomness ?? null,
      entries,
      entries.length
    )
    const { size, slots } = seededBracket(
      drawn.map((w) => ({ username: w.username, userId: userIds[w.entry] ?? null }))
    )
    const marked = await trx
      .from('tournaments')
      .where('id', id)
      .where('status', 'closed')
      .update({
        status: 'running',
        bracket_size: size,
        seeding: JSON.stringify(drawn.map((w) => ({ username: w.username, ticket: w.ticket }))),
        seeded_at: dbTimestamp(trx),
        beacon_round: beacon?.round ?? null,
        beacon_randomness: beacon?.randomness ?? null,
        beacon_signature: beacon?.signature ?? null,
        updated_at: dbTimestamp(trx),
      })
    if (affectedRows(marked) !== 1) {
      const now = await tournamentRowOrFail(trx, id)
      if (now.status === 'running' || now.status === 'finished')
        return { id, size: Number(now.bracket_size) }
      throw new ActionRefusedException(ERROR_CODES.conflict, M.notClosed)
    }
    await trx.from('bracket_slots').where('tournament_id', id).delete()
    await trx
      .insertQuery()
      .table('bracket_slots')
      .multiInsert(
        slots.map((s) => ({
          tournament_id: id,
          slot: s.id,
          username: s.username,
          user_id: s.userId,
          winner: s.winner,
        }))
      )
    await recordAudit(trx, {
      actorId,
      action: 'tournament.seed',
      subjectType: TOURNAMENT_SUBJECT,
      subjectId: id,
      before: { status: 'closed' },
      after: {
        status: 'running',
        size,
        beacon_round: beacon?.round ?? null,
        messages: drawn.map((w) => raffleDrawMessage(id, w.k, beacon?.randomness ?? null)),
        seeds: drawn.map((w) => w.username),
      },
    })
    return { id, size }
  })
}

/** The user id of each frozen entry (null where that account was deleted since) */
async function frozenUserIds(trx: TransactionClientContract, json: string | null) {
  const frozen = JSON.parse(json ?? '[]') as (number | null)[]
  const known = frozen.filter((userId): userId is number => userId !== null)
  const existing = await trx.from('users').whereIn('id', known).select('id')
  const alive = new Set(existing.map((r) => Number(r.id)))
  return frozen.map((userId) => (userId !== null && alive.has(userId) ? userId : null))
}
