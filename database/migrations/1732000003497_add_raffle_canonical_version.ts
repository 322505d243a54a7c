import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The format of a raffle's frozen entry list (#shared/entry_commitments). Version 1, every
 * raffle closed before this migration: `canonical` is [[username, tickets], ...] and its
 * SHA-256 is entries_sha256 (a name redacted afterwards breaks the match). Version 2: each
 * entry is committed through a salted hash of its name, `canonical` is
 * [[name_commit, tickets], ...] and never changes, and `canonical_names` holds each entry's
 * [username, salt] (JSON; a redacted entry becomes [deleted-user label, null]).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('raffles', (table) => {
      table.integer('canonical_version').notNullable().defaultTo(1)
      table.text('canonical_names').nullable()
    })
  }

  /** Plain DROP COLUMN (SQLite 3.35+ and PostgreSQL), as the other column drops do */
  async down() {
    this.schema.raw('ALTER TABLE raffles DROP COLUMN canonical_names')
    this.schema.raw('ALTER TABLE raffles DROP COLUMN canonical_version')
  }
}
