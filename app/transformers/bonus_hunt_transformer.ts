import type BonusHunt from '#models/bonus_hunt'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { huntSummary } from '#shared/hunt'

/** The hunt in SPEC's shape: summary figures and the slots (slot_name, bet_size, amount) */
export default class BonusHuntTransformer extends BaseTransformer<BonusHunt> {
  toObject() {
    const hunt = this.resource
    const slots = [...hunt.slots].sort((a, b) => a.position - b.position)
    const summary = huntSummary(hunt.startingBalance, slots)
    return {
      id: hunt.id,
      title: hunt.title,
      status: hunt.status,
      bonuses_total: summary.bonusesTotal,
      bonuses_completed: summary.bonusesCompleted,
      starting_balance: summary.startingBalance,
      total_won: summary.totalWon,
      current_x: summary.currentX,
      avg_x_required: summary.avgXRequired,
      slots: slots.map((s) => ({
        id: s.id,
        slot_name: s.slotName,
        bet_size: s.betSize,
        amount: s.amount,
      })),
    }
  }
}
