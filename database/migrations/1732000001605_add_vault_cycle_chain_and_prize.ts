import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The vault draw's public record names the drand chain the draw waits for
 * (beacon_chain_hash; null: drawn without a beacon, not beacon-verified), and the prize is
 * frozen when Roll Winner closes the cycle (prize_value, the vault value at the close; the
 * draw pays it). Cycles closed before this migration keep both null and are paid the vault
 * value at their draw, as before.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('vault_cycles', (table) => {
      table.string('beacon_chain_hash', 64).nullable()
      table.integer('prize_value').nullable()
    })
  }

  /** Plain DROP COLUMN (SQLite 3.35+ and PostgreSQL): see 1732000001501 */
  async down() {
    for (const column of ['beacon_chain_hash', 'prize_value']) {
      this.schema.raw(`ALTER TABLE vault_cycles DROP COLUMN ${column}`)
    }
  }
}
