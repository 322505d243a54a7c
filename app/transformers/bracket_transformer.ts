import type Tournament from '#models/tournament'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { bracketFromRows } from '#shared/tournament'

/** The bracket as 15 slots (id, username, slotName, winner), gaps filled with empty slots */
export default class BracketTransformer extends BaseTransformer<Tournament> {
  toObject() {
    const t = this.resource
    return { id: t.id, name: t.name, prize: t.prize, slots: bracketFromRows(t.slots) }
  }
}
