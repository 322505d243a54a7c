import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The format of a frozen board (#services/leaderboards/board_record). Version 1, every board
 * frozen before this migration: `canonical` holds each rank's name ("leaderboard-history/1").
 * Version 2: each rank's name is committed through a salted hash, `canonical` holds the
 * commits ("leaderboard-history/2") and never changes, and `canonical_names` holds each rank's
 * [name, salt] (JSON; a redacted rank becomes [deleted-user label, null]).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('leaderboard_histories', (table) => {
      table.integer('canonical_version').notNullable().defaultTo(1)
      table.text('canonical_names').nullable()
    })
  }

  /** Plain DROP COLUMN (SQLite 3.35+ and PostgreSQL), as the other column drops do */
  async down() {
    this.schema.raw('ALTER TABLE leaderboard_histories DROP COLUMN canonical_names')
    this.schema.raw('ALTER TABLE leaderboard_histories DROP COLUMN canonical_version')
  }
}
