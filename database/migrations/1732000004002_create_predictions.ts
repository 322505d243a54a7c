import { BaseSchema } from '@adonisjs/lucid/schema'
import { foreignId, textEnum, timestamps } from '#database/helpers/columns'

/**
 * Predictions with points (app/services/predictions/): a question, 2 to 10 outcomes (JSON text,
 * read whole), a lock time, per-person limits, and the pool (the sum of the stakes, moved with
 * each stake in the same transaction); one stake row per person (one outcome), with what it was
 * paid at the end. The ledger reason `prediction`
 * (the next migration) carries stakes, payouts and refunds.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('predictions', (table) => {
      table.increments('id').notNullable()
      table.string('question', 200).notNullable()
      table.text('outcomes').notNullable()
      textEnum(table, 'status', ['open', 'resolved', 'cancelled'], {
        enumName: 'prediction_status',
        defaultTo: 'open',
      })
      table.timestamp('locks_at').notNullable()
      table.integer('min_stake').notNullable()
      table.integer('max_stake').notNullable()
      table.integer('pool').notNullable().defaultTo(0)
      table.integer('winning_outcome').nullable()
      table.timestamp('settled_at').nullable()
      foreignId(table, 'created_by', 'users.id', { nullable: true, onDelete: 'SET NULL' })
      timestamps(table)
      table.index(['status', 'id'])
    })
    this.schema.createTable('prediction_stakes', (table) => {
      table.increments('id').notNullable()
      foreignId(table, 'prediction_id', 'predictions.id', { onDelete: 'CASCADE' })
      foreignId(table, 'user_id', 'users.id', { onDelete: 'CASCADE' })
      table.integer('outcome').notNullable()
      table.integer('amount').notNullable()
      table.integer('payout').nullable()
      timestamps(table)
      table.unique(['prediction_id', 'user_id'])
    })
  }

  async down() {
    this.schema.dropTable('prediction_stakes')
    this.schema.dropTable('predictions')
  }
}
