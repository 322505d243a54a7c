import { BaseSchema } from '@adonisjs/lucid/schema'
import { FIRST_LEDGER_REASONS, swapLedgerReasons } from '#database/helpers/ledger_reasons'

// after 1732000003800_create_viewer_tournaments (the reason `tournament`)
const BEFORE = [
  ...FIRST_LEDGER_REASONS,
  'raffle',
  'slot_request',
  'kick_reward',
  'import',
  'hunt',
  'tournament',
]
const AFTER = [...BEFORE, 'prediction']

/**
 * The ledger reason `prediction`: a stake taken, a payout, a refund (reference `prediction`, the
 * prediction's id). Through database/helpers/ledger_reasons.ts, hence no migration transaction.
 */
export default class extends BaseSchema {
  static disableTransactions = true

  async up() {
    this.defer((db) => swapLedgerReasons(db, BEFORE, AFTER))
  }

  async down() {
    this.defer(async (db) => {
      await db.from('point_transactions').where('reason', 'prediction').delete()
      await swapLedgerReasons(db, AFTER, BEFORE)
    })
  }
}
