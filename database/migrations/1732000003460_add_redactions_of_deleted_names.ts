import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Names redacted from records already hashed and published, when the account behind a name is
 * deleted afterwards (#shared/redactions): a closed raffle's canonical entries and a
 * points race's frozen board. The name becomes the deleted-user label in the published text,
 * the digest stays the one of the text as it was hashed, and this column says which entries
 * were redacted and when (JSON [{ "entry": index, "redacted_at": ISO time }], null: none).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('raffles', (table) => {
      table.text('canonical_redactions').nullable()
    })
    this.schema.alterTable('leaderboard_histories', (table) => {
      table.text('redactions').nullable()
    })
  }

  /** Plain DROP COLUMN (SQLite 3.35+ and PostgreSQL), as the other column drops do */
  async down() {
    this.schema.raw('ALTER TABLE leaderboard_histories DROP COLUMN redactions')
    this.schema.raw('ALTER TABLE raffles DROP COLUMN canonical_redactions')
  }
}
