import { BaseSchema } from '@adonisjs/lucid/schema'
import { foreignId } from '#database/helpers/columns'

import { FIRST_LEDGER_REASONS, swapLedgerReasons } from '#database/helpers/ledger_reasons'

// after the raffle, slot request and Kick reward migrations (1732000001700, 1732000001701)
const OLD_REASONS = [...FIRST_LEDGER_REASONS, 'raffle', 'slot_request', 'kick_reward']
const NEW_REASONS = [...OLD_REASONS, 'import']

/**
 * Points import (docs/operations.md#points-import-and-export): the ledger reason 'import', the
 * files imported (one row per file, unique by its SHA-256: the same file twice imports
 * nothing). Unmatched rows are held credits (held_credits, 1732000001700), paid when a user
 * links that Kick name. The reason check changes through database/helpers/ledger_reasons.ts.
 */
export default class extends BaseSchema {
  disableTransactions = true

  async up() {
    this.defer((db) => swapLedgerReasons(db, OLD_REASONS, NEW_REASONS))
    this.schema.createTable('points_imports', (table) => {
      table.increments('id').notNullable()
      table.string('sha256', 64).notNullable().unique()
      table.string('filename', 255).nullable()
      foreignId(table, 'actor_id', 'users.id', { nullable: true, onDelete: 'SET NULL' })
      table.integer('matched_rows').notNullable()
      table.bigInteger('matched_points').notNullable()
      table.integer('held_rows').notNullable()
      table.bigInteger('held_points').notNullable()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('points_imports')
    this.defer(async (db) => {
      await db.from('point_transactions').where('reason', 'import').update({ reason: 'admin' })
    })
    this.defer((db) => swapLedgerReasons(db, NEW_REASONS, OLD_REASONS))
  }
}
