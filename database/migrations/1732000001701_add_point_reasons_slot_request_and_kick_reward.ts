import { BaseSchema } from '@adonisjs/lucid/schema'
import { FIRST_LEDGER_REASONS, swapLedgerReasons } from '#database/helpers/ledger_reasons'

// after the raffles migration (1732000001700_create_raffles), which added `raffle`
const BEFORE = [...FIRST_LEDGER_REASONS, 'raffle']
const AFTER = [...BEFORE, 'slot_request', 'kick_reward']

/**
 * Two ledger reasons: slot_request (the cost of a slot request) and kick_reward (points for
 * supporting the channel on Kick), through database/helpers/ledger_reasons.ts; hence no
 * migration transaction around it.
 */
export default class extends BaseSchema {
  static disableTransactions = true

  async up() {
    this.defer((db) => swapLedgerReasons(db, BEFORE, AFTER))
  }

  async down() {
    this.defer(async (db) => {
      // every ledger row stays (the balances still add up): these become 'admin' rows
      await db
        .from('point_transactions')
        .whereIn('reason', ['slot_request', 'kick_reward'])
        .update({ reason: 'admin' })
      await swapLedgerReasons(db, AFTER, BEFORE)
    })
  }
}
