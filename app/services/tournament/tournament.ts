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
  bracketFromRows,
  resetResults,
  setEntrants,
  type BracketSlotState,
  type Entrant,
} from '#shared/tournament'
import { decideMatch } from '#services/tournament/matches'
import { BRACKET_CHAMPION_PRIZE } from '#shared/tournament'

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

/** The bracket an admin types by hand (/admin/tournament): the latest active one entered so */
export async function currentTournament(client?: TransactionClientContract) {
  return Tournament.query({ client })
    .where('active', true)
    .where('by_hand', true)
    .preload('slots')
    .orderBy('id', 'desc')
    .first()
}

/**
 * The bracket /tournament shows: the latest running one, else the latest finished one (a
 * viewer tournament still in sign-up is shown beside it, not instead)
 */
export async function shownTournament() {
  return Tournament.query()
    .where('active', true)
    .whereIn('status', ['running', 'finished'])
    .preload('slots')
    .orderByRaw("CASE WHEN status = 'running' THEN 0 ELSE 1 END")
    .orderBy('id', 'desc')
    .first()
}

async function requireTournament(trx: TransactionClientContract) {
  const tournament = await currentTournament(trx)
  if (!tournament)
    throw new ActionRefusedException(ERROR_CODES.invalidState, TOURNAMENT_MESSAGES.none)
  return tournament
}

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
        {
          name: input.name,
          prize: BRACKET_CHAMPION_PRIZE,
          active: true,
          byHand: true,
          status: 'running',
          maxPlayers: 8,
          bracketSize: 8,
        },
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
 * Marks a slot as winner of its match (#services/tournament/matches decideMatch: the bracket
 * rules, one result however many admins click at once, the final finishes the tournament)
 */
export async function markBracketWinner(actorId: number, slotId: number) {
  return publicTransaction(['tournament'], async (trx) => {
    const tournament = await requireTournament(trx)
    return decideMatch(trx, actorId, tournament.id, slotId, 'admin')
  })
}

/** Clears every result; the entrants stay */
export async function resetBracket(actorId: number) {
  return publicTransaction(['tournament'], async (trx) => {
    const tournament = await requireTournament(trx)
    const stored = bracketFromRows(tournament.slots)
    const next = resetResults(stored)
    await saveSlots(trx, tournament.id, stored, next)
    await trx
      .from('tournaments')
      .where('id', tournament.id)
      .update({ status: 'running', finished_at: null })
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
  return cachedPublicRow('tournament', 'current', shownTournament, (tournament) =>
    jsonSerializer.serializeWithoutWrapping(BracketTransformer.transform(tournament))
  )
}
