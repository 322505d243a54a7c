import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { publicTransaction } from '#infra/live/public_cache'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { recordAudit } from '#services/audit/record_audit'
import { applyPointChange } from '#services/points/ledger'
import { dbTimestamp } from '#infra/db/time'
import { affectedRows } from '#infra/db/writes'
import {
  BRACKET_MESSAGES,
  bracketFromRows,
  championSlot,
  nextSlot,
  pairedSlot,
  winnerRefusal,
} from '#shared/tournament'
import { VIEWER_TOURNAMENT_MESSAGES as M } from '#shared/tournament_draw'
import { TOURNAMENT_SUBJECT, tournamentRowOrFail } from '#services/tournament/signup'

/**
 * The matches of a running bracket (docs/product.md#bracket-rules): each is a slot battle
 * decided by an admin or by the two players' recorded payouts (the higher wins; a tie waits
 * for an admin). A decided match moves its winner on; the final's decision finishes the
 * tournament and pays the champion's points prize through the ledger, once: the status UPDATE
 * (running → finished) decides between racing decisions.
 */

/** The ledger reference of a champion's prize (reference_id: the tournament) */
export const TOURNAMENT_PRIZE_REFERENCE = 'tournament_prize'

export type SlotRow = {
  slot: number
  username: string | null
  slot_name: string | null
  winner: boolean | number | null
  user_id: number | null
  bet: string | number | null
  payout: string | number | null
}

export async function slotRows(client: TransactionClientContract, tournamentId: number) {
  const rows: SlotRow[] = await client
    .from('bracket_slots')
    .where('tournament_id', tournamentId)
    .orderBy('slot', 'asc')
  return rows.map((row) => ({
    ...row,
    slot: Number(row.slot),
    winner: row.winner === null ? null : Boolean(row.winner),
    slotName: row.slot_name,
    userId: row.user_id === null ? null : Number(row.user_id),
    bet: row.bet === null ? null : Number(row.bet),
    payout: row.payout === null ? null : Number(row.payout),
  }))
}

/**
 * Every change to a bracket takes its tournament's row first (PostgreSQL holds the lock to the
 * commit; SQLite writers queue anyway): two payouts of one match, or a payout and a decision,
 * run one after the other, each reading what the other wrote
 */
function lockTournament(trx: TransactionClientContract, id: number) {
  return trx.from('tournaments').where('id', id).update({ id })
}

/**
 * Inside the caller's transaction: the player in `slotId` wins their match. Refused unless the
 * bracket rules allow it; the UPDATEs only match undecided rows, so two decisions at once give
 * one result. Answers the winner's name.
 */
export async function decideMatch(
  trx: TransactionClientContract,
  actorId: number | null,
  tournamentId: number,
  slotId: number,
  how: 'admin' | 'payouts'
) {
  await lockTournament(trx, tournamentId)
  const tournament = await tournamentRowOrFail(trx, tournamentId)
  if (tournament.status !== 'running')
    throw new ActionRefusedException(ERROR_CODES.invalidState, M.notRunning)
  const size = Number(tournament.bracket_size)
  const rows = await slotRows(trx, tournamentId)
  const stored = bracketFromRows(rows, size)
  const refusal = winnerRefusal(stored, slotId, size)
  if (refusal) throw new ActionRefusedException(ERROR_CODES.invalidState, refusal)
  const pair = pairedSlot(slotId, size)!
  const decide = (slot: number, winner: boolean) =>
    trx
      .from('bracket_slots')
      .where('tournament_id', tournamentId)
      .where('slot', slot)
      .whereNull('winner')
      .update({ winner })
  // the lower slot first in every decision: two deciding the same match (either side) queue
  // on one row instead of locking the pair in opposite orders (a deadlock on PostgreSQL)
  const [a, b] = slotId < pair ? [slotId, pair] : [pair, slotId]
  const first = await decide(a, a === slotId)
  const second = affectedRows(first) === 1 ? await decide(b, b === slotId) : 0
  if (affectedRows(first) !== 1 || affectedRows(second) !== 1)
    throw new ActionRefusedException(ERROR_CODES.invalidState, BRACKET_MESSAGES.decided)
  const winner = rows.find((r) => r.slot === slotId)!
  const next = nextSlot(slotId, size)!
  const moved = { username: winner.username, slot_name: winner.slot_name, user_id: winner.userId }
  const updated = await trx
    .from('bracket_slots')
    .where('tournament_id', tournamentId)
    .where('slot', next)
    .update({ ...moved, winner: null, bet: null, payout: null })
  if (affectedRows(updated) !== 1) {
    await trx
      .insertQuery()
      .table('bracket_slots')
      .insert({ tournament_id: tournamentId, slot: next, ...moved })
  }
  await recordAudit(trx, {
    actorId,
    action: 'tournament.winner',
    subjectType: TOURNAMENT_SUBJECT,
    subjectId: tournamentId,
    before: { slot: slotId, opponent: rows.find((r) => r.slot === pair)?.username ?? null },
    after: { winner: { slot: slotId, username: winner.username }, next, how },
  })
  if (next === championSlot(size)) await finishTournament(trx, tournament, winner.userId)
  return winner.username!
}

/**
 * The final is decided: running → finished (once), the champion recorded and, when the
 * tournament has a points prize and the champion an account, the prize paid through the ledger
 */
async function finishTournament(
  trx: TransactionClientContract,
  tournament: { id: number; name: string; prize_points: number | null },
  championUserId: number | null
) {
  const finished = await trx
    .from('tournaments')
    .where('id', tournament.id)
    .where('status', 'running')
    .update({
      status: 'finished',
      finished_at: dbTimestamp(trx),
      champion_user_id: championUserId,
      updated_at: dbTimestamp(trx),
    })
  if (affectedRows(finished) !== 1)
    throw new ActionRefusedException(ERROR_CODES.invalidState, BRACKET_MESSAGES.decided)
  const points = Number(tournament.prize_points ?? 0)
  if (points <= 0 || championUserId === null) return
  await applyPointChange(trx, {
    userId: championUserId,
    delta: points,
    reason: 'tournament',
    referenceType: TOURNAMENT_PRIZE_REFERENCE,
    referenceId: Number(tournament.id),
    note: `Tournament champion: ${tournament.name}`,
  })
  await trx
    .from('tournaments')
    .where('id', tournament.id)
    .update({ prize_paid_at: dbTimestamp(trx) })
}

/** An admin decides a match of tournament `id` */
export function markMatchWinner(actorId: number, id: number, slotId: number) {
  return publicTransaction(['tournament'], (trx) => decideMatch(trx, actorId, id, slotId, 'admin'))
}

export type PayoutInput = {
  slot: number
  payout: number
  bet?: number | null
  slot_name?: string | null
}

/**
 * Records a player's bonus in their match (slot played, bet, payout). Once both players of the
 * match have a payout the higher one wins and moves on; a tie waits for an admin. Refused on a
 * slot without a player, a decided match, or the champion's slot.
 */
export function recordMatchPayout(actorId: number, id: number, input: PayoutInput) {
  return publicTransaction(['tournament'], async (trx) => {
    await lockTournament(trx, id)
    const tournament = await tournamentRowOrFail(trx, id)
    if (tournament.status !== 'running')
      throw new ActionRefusedException(ERROR_CODES.invalidState, M.notRunning)
    const size = Number(tournament.bracket_size)
    const rows = await slotRows(trx, id)
    const refusal = winnerRefusal(bracketFromRows(rows, size), input.slot, size)
    if (refusal === BRACKET_MESSAGES.notPlayable || refusal === BRACKET_MESSAGES.noPlayer)
      throw new ActionRefusedException(ERROR_CODES.invalidState, refusal)
    const values: Record<string, unknown> = { payout: input.payout }
    if (input.bet !== undefined) values.bet = input.bet
    if (input.slot_name !== undefined) values.slot_name = input.slot_name || null
    const saved = await trx
      .from('bracket_slots')
      .where('tournament_id', id)
      .where('slot', input.slot)
      .whereNull('winner')
      .update(values)
    if (affectedRows(saved) !== 1)
      throw new ActionRefusedException(ERROR_CODES.invalidState, BRACKET_MESSAGES.decided)
    await recordAudit(trx, {
      actorId,
      action: 'tournament.payout',
      subjectType: TOURNAMENT_SUBJECT,
      subjectId: id,
      before: null,
      after: { ...input },
    })
    const pair = pairedSlot(input.slot, size)!
    const other = rows.find((r) => r.slot === pair)
    if (!other || other.payout === null || other.username === null) return null
    if (other.payout === input.payout) return null
    const winnerSlot = input.payout > other.payout ? input.slot : pair
    return decideMatch(trx, actorId, id, winnerSlot, 'payouts')
  })
}
