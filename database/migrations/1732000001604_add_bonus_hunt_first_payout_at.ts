import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Guess the balance closes for good at the first recorded payout: from then on the public
 * page shows every payout, so after the last one anyone could read the final balance.
 * first_payout_at is set once, in the payout's transaction, and guessing never opens again
 * on that hunt.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('bonus_hunts', (table) => {
      table.timestamp('first_payout_at').nullable()
    })
  }

  /** Plain DROP COLUMN (SQLite 3.35+ and PostgreSQL), as the other column drops do */
  async down() {
    this.schema.raw('ALTER TABLE bonus_hunts DROP COLUMN first_payout_at')
  }
}
