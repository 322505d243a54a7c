import { cachedPublicRow, publicTransaction } from '#infra/live/public_cache'
import { jsonSerializer } from '#infra/http/json_serializer'
import BracketTransformer from '#transformers/bracket_transformer'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Tournament from '#models/tournament'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import type { MessageKey } from '#shared/messages'
import { recordAudit } from '#services/audit/record_audit'
import {
  BRACKET_MESSAGES,
  bracketFromRows,
  markWinner,
  pairedSlot,
  resetResults,
  setEntrants,
  winnerRefusal,
  type BracketSlotState,
  type Entrant,
} from '#shared/tournament'
import { BRACKET_CHAMPION_PRIZE } from '#shared/tournament'
import { affectedRows } from '#infra/db/writes'

/**
 * The tournament bracket (docs/product.md#admin-tournament): stored in tournaments
 * and bracket_slots, shown read-only on /tournament, edited by admins with the advance
 * rules of docs/product.md (shared/tournament.ts), checked here on the server.
 */
export const TOURNAMENT_MESSAGES = {
  saved: 'tournament_rules.saved',
  winner: 'tournament_rules.winner',
  reset: 'tournament_rules.reset',
  none: 'tournament_rules.none',
  duplicate: 'tournament_rules.duplicate',
} as const satisfies Record<string, MessageKey>

export type EntrantsInput = {
  name: string
  prize: number
  entrants: { username: string; slot_name?: string | null }[]
}

/** An audited bracket change: the tournament's state before and after */
function auditBracket(
  trx: TransactionClientContract,
  actorId: number,
  action: string,
  tournament: Tournament,
  before: object,
  after: object
) {
  return recordAudit(trx, {
    actorId,
    action,
    subjectType: 'tournament',
    subjectId: tournament.id,
    before,
    after,
  })
}

/** The tournament the public page shows: the latest active one */
export async function currentTournament(client?: TransactionClientContract) {
  return Tournament.query({ client })
    .where('active', true)
    .preload('slots')
    .orderBy('id', 'desc')
    .first()
}

async function requireTournament(trx: TransactionClientContract) {
  const tournament = await currentTournament(trx)
  if (!tournament)
    throw new ActionRefusedException(ERROR_CODES.invalidState, TOURNAMENT_MESSAGES.none)
  return tournament
}

const nextOf = (slots: BracketSlotState[], id: number) => slots.find((s) => s.id === id)!

/** Writes the slots that differ from what is stored (a missing row is inserted) */
async function saveSlots(
  trx: TransactionClientContract,
  tournamentId: number,
  stored: BracketSlotState[],
  next: BracketSlotState[]
) {
  const rows = await trx.from('bracket_slots').where('tournament_id', tournamentId).select('slot')
  const existing = new Set(rows.map((row) => Number(row.slot)))
  for (const slot of next) {
    const values = { username: slot.username, slot_name: slot.slotName, winner: slot.winner }
    if (!existing.has(slot.id)) {
      await trx
        .insertQuery()
        .table('bracket_slots')
        .insert({ tournament_id: tournamentId, slot: slot.id, ...values })
      continue
    }
    const before = stored.find((s) => s.id === slot.id)
    if (JSON.stringify(before) === JSON.stringify(slot)) continue
    await trx
      .from('bracket_slots')
      .where('tournament_id', tournamentId)
      .where('slot', slot.id)
      .update(values)
  }
}

/**
 * Sets the name, prize and 8 entrants, creating the tournament on first use. Results stay:
 * a renamed entrant keeps the rounds they already reached.
 */
export async function saveEntrants(actorId: number, input: EntrantsInput) {
  const entrants: Entrant[] = input.entrants.map((e) => ({
    username: e.username,
    slotName: e.slot_name ? e.slot_name : null,
  }))
  const names = entrants.map((e) => e.username.toLowerCase())
  if (new Set(names).size !== names.length) {
    throw new ActionRefusedException(ERROR_CODES.unusableInput, TOURNAMENT_MESSAGES.duplicate)
  }

  return publicTransaction(['tournament'], async (trx) => {
    const tournament =
      (await currentTournament(trx)) ??
      (await Tournament.create(
        { name: input.name, prize: BRACKET_CHAMPION_PRIZE, active: true },
        { client: trx }
      ))
    const stored = bracketFromRows(tournament.slots ?? [])
    const before = { name: tournament.name, prize: tournament.prize, slots: stored }
    const next = setEntrants(stored, entrants)
    tournament.merge({ name: input.name, prize: input.prize })
    await tournament.save()
    await saveSlots(trx, tournament.id, stored, next)
    await auditBracket(trx, actorId, 'tournament.entrants', tournament, before, {
      name: tournament.name,
      prize: tournament.prize,
      slots: next,
    })
  })
}

/**
 * Marks a slot as winner of its match: the pair loses and the winner moves on. Refused
 * unless the slot has a player and its match has two players and no result; the result is
 * written by UPDATEs that only match undecided rows, so two admins clicking at once give one
 * result.
 */
export async function markBracketWinner(actorId: number, slotId: number) {
  return publicTransaction(['tournament'], async (trx) => {
    const tournament = await requireTournament(trx)
    const stored = bracketFromRows(tournament.slots)
    const refusal = winnerRefusal(stored, slotId)
    if (refusal) throw new ActionRefusedException(ERROR_CODES.invalidState, refusal)

    const pair = pairedSlot(slotId)!
    const decide = (slot: number, winner: boolean) =>
      trx
        .from('bracket_slots')
        .where('tournament_id', tournament.id)
        .where('slot', slot)
        .whereNull('winner')
        .update({ winner })
    const won = await decide(slotId, true)
    const lost = await decide(pair, false)
    if (affectedRows(won) !== 1 || affectedRows(lost) !== 1) {
      throw new ActionRefusedException(ERROR_CODES.invalidState, BRACKET_MESSAGES.decided)
    }

    // The match is decided in the database now; what is left is moving the winner on
    const next = markWinner(stored, slotId)
    const decided = stored.map((s) => (s.id === slotId || s.id === pair ? nextOf(next, s.id) : s))
    await saveSlots(trx, tournament.id, decided, next)
    const winner = stored.find((s) => s.id === slotId)!
    await auditBracket(
      trx,
      actorId,
      'tournament.winner',
      tournament,
      { slots: stored },
      { slots: next, winner: { slot: slotId, username: winner.username } }
    )
    return winner.username!
  })
}

/** Clears every result; the entrants stay */
export async function resetBracket(actorId: number) {
  return publicTransaction(['tournament'], async (trx) => {
    const tournament = await requireTournament(trx)
    const stored = bracketFromRows(tournament.slots)
    const next = resetResults(stored)
    await saveSlots(trx, tournament.id, stored, next)
    await auditBracket(
      trx,
      actorId,
      'tournament.reset',
      tournament,
      { slots: stored },
      { slots: next }
    )
  })
}

/** The public page's bracket, or null */
export function publicTournament() {
  return cachedPublicRow('tournament', 'current', currentTournament, (tournament) =>
    jsonSerializer.serializeWithoutWrapping(BracketTransformer.transform(tournament))
  )
}
