import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A closed raffle's canonical entries name each entrant; when one of them deletes their account
 * afterwards, the name is replaced by the deleted-user label in the published list, and this
 * column says which entries were redacted and when (JSON [{ "entry": index, "redacted_at": ISO
 * time }], null: none). entries_sha256 stays the digest of the list as it was hashed at close.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('raffles', (table) => {
      table.text('canonical_redactions').nullable()
    })
  }

  /** Plain DROP COLUMN (SQLite 3.35+ and PostgreSQL), as the other column drops do */
  async down() {
    this.schema.raw('ALTER TABLE raffles DROP COLUMN canonical_redactions')
  }
}
