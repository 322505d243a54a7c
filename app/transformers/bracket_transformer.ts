import type Tournament from '#models/tournament'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { bracketFromRows } from '#shared/tournament'
import type { TournamentStatus } from '#shared/tournament_draw'

/**
 * The bracket as its slots (id, username, slotName, winner; 2 × size − 1 of them, gaps filled
 * with empty slots), its size (8 for a bracket typed by hand) and state
 */
export default class BracketTransformer extends BaseTransformer<Tournament> {
  toObject() {
    const t = this.resource
    const size = t.bracketSize ?? 8
    return {
      id: t.id,
      name: t.name,
      prize: t.prize,
      prizePoints: t.prizePoints,
      size,
      status: t.status as TournamentStatus,
      byHand: t.byHand,
      slots: bracketFromRows(t.slots, size),
    }
  }
}
