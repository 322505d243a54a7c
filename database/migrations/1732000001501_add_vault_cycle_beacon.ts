import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A vault draw the seed holder cannot steer: Roll Winner closes the cycle (closed_at) and the
 * draw happens later (drawn_at), from the first drand beacon round after the close
 * (beacon_round, due at beacon_due_at; its randomness and signature kept as hex). A cycle
 * drawn without a beacon keeps the beacon columns null. Cycles rolled before this migration
 * were drawn when they closed.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('vault_cycles', (table) => {
      table.timestamp('drawn_at').nullable()
      table.integer('beacon_round').nullable()
      table.timestamp('beacon_due_at').nullable()
      table.string('beacon_randomness', 64).nullable()
      table.string('beacon_signature', 256).nullable()
    })
    this.defer(async (db) => {
      await db
        .from('vault_cycles')
        .whereNotNull('closed_at')
        .update({ drawn_at: db.raw('closed_at') })
    })
  }

  /**
   * Plain DROP COLUMN (SQLite 3.35+ and PostgreSQL): knex's SQLite fallback rebuilds the
   * table, which the foreign keys of vaults, contributions and winners refuse
   */
  async down() {
    for (const column of [
      'drawn_at',
      'beacon_round',
      'beacon_due_at',
      'beacon_randomness',
      'beacon_signature',
    ]) {
      this.schema.raw(`ALTER TABLE vault_cycles DROP COLUMN ${column}`)
    }
  }
}
