import { BaseSchema } from '@adonisjs/lucid/schema'

/** A raffle may be limited to the channel's subscribers (their status from Kick's events) */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('raffles', (table) => {
      table.boolean('subscribers_only').notNullable().defaultTo(false)
    })
  }

  /** Plain DROP COLUMN (SQLite 3.35+ and PostgreSQL), as the other column drops do */
  async down() {
    this.schema.raw('ALTER TABLE raffles DROP COLUMN subscribers_only')
  }
}
