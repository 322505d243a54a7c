import type Tournament from '#models/tournament'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { emptyBracket } from '#shared/bracket'

/** The bracket as 15 slots (id, username, slotName, winner), gaps filled with empty slots */
export default class BracketTransformer extends BaseTransformer<Tournament> {
  toObject() {
    const t = this.resource
    const bySlot = new Map(t.slots.map((s) => [s.slot, s]))
    return {
      id: t.id,
      name: t.name,
      prize: t.prize,
      slots: emptyBracket().map((empty) => {
        const s = bySlot.get(empty.id)
        return s
          ? { id: s.slot, username: s.username, slotName: s.slotName, winner: s.winner }
          : empty
      }),
    }
  }
}
