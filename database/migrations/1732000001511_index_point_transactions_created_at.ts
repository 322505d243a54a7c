import { BaseSchema } from '@adonisjs/lucid/schema'

/** The points race sums a month of earned points: the ledger is read by date across users */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('point_transactions', (table) => {
      table.index(['created_at'], 'point_transactions_created_at_index')
    })
  }

  async down() {
    this.schema.alterTable('point_transactions', (table) => {
      table.dropIndex(['created_at'], 'point_transactions_created_at_index')
    })
  }
}
