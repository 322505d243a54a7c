import { BaseSchema } from '@adonisjs/lucid/schema'
import { FIRST_LEDGER_REASONS, swapLedgerReasons } from '#database/helpers/ledger_reasons'

// after the points import migration (1732000002702), which added `import`
const BEFORE = [...FIRST_LEDGER_REASONS, 'raffle', 'slot_request', 'kick_reward', 'import']
const AFTER = [...BEFORE, 'hunt']

/** The ledger reference of a guess prize (#services/hunt/guessing GUESS_PRIZE_REFERENCE) */
const GUESS_PRIZE = 'hunt_guess'

/**
 * The ledger reason `hunt`: the bonus hunt's guess prize, until now written as an `admin` row
 * (so a player's history said "Adjusted by an admin" for points the hunt created). The rows
 * already paid take the new reason; their reference (hunt_guess) is unchanged. Through
 * database/helpers/ledger_reasons.ts, hence no migration transaction around it.
 */
export default class extends BaseSchema {
  static disableTransactions = true

  async up() {
    this.defer(async (db) => {
      await swapLedgerReasons(db, BEFORE, AFTER)
      await db
        .from('point_transactions')
        .where('reason', 'admin')
        .where('reference_type', GUESS_PRIZE)
        .update({ reason: 'hunt' })
    })
  }

  async down() {
    this.defer(async (db) => {
      await db.from('point_transactions').where('reason', 'hunt').update({ reason: 'admin' })
      await swapLedgerReasons(db, AFTER, BEFORE)
    })
  }
}
