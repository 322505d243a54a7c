import { BaseSchema } from '@adonisjs/lucid/schema'
import { foreignId, payout, timestamps } from '#database/helpers/columns'

/**
 * Verifiable board history: the final board frozen at rollover as canonical JSON with its
 * SHA-256 (null on periods archived before digests existed), and the payout status of each
 * prized rank, set by an admin.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('leaderboard_histories', (table) => {
      table.text('canonical').nullable()
      table.string('sha256', 64).nullable()
    })

    this.schema.createTable('leaderboard_payouts', (table) => {
      table.increments('id').notNullable()
      foreignId(table, 'leaderboard_history_id', 'leaderboard_histories.id', {
        onDelete: 'CASCADE',
      })
      table.integer('rank').notNullable()
      payout(table, {
        status: 'status',
        reference: 'reference',
        enumName: 'leaderboard_payout_status',
      })
      timestamps(table)
      table.unique(['leaderboard_history_id', 'rank'])
    })
  }

  async down() {
    this.schema.dropTable('leaderboard_payouts')
    this.schema.alterTable('leaderboard_histories', (table) => {
      table.dropColumn('sha256')
      table.dropColumn('canonical')
    })
  }
}
