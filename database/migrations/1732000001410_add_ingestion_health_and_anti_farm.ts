import { BaseSchema } from '@adonisjs/lucid/schema'
import { foreignId } from '#database/helpers/columns'

/**
 * Ingestion health and points that are hard to farm:
 * - each board keeps the rows read by its last good sync and when its last failure happened;
 * - the stream status row keeps when the last webhook and the last chat event arrived;
 * - each Kick chatter's previous message (a digest), so a repeat does not count;
 * - one row per user and credited chat window (the points it gave), for the daily cap and the
 *   admin's accrual history; its ledger entry stays an ordinary 'accrual'.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('leaderboard_settings', (table) => {
      table.integer('last_sync_rows').nullable()
      table.timestamp('last_sync_error_at').nullable()
    })

    this.schema.alterTable('stream_status', (table) => {
      table.timestamp('last_event_at').nullable()
      table.timestamp('last_chat_at').nullable()
    })

    this.schema.createTable('kick_chatters', (table) => {
      table.string('kick_user_id', 64).primary()
      /** sha256 of the normalised text of the chatter's previous message */
      table.string('last_message_digest', 64).notNullable()
      table.timestamp('updated_at').notNullable()
    })

    this.schema.createTable('chat_accruals', (table) => {
      table.increments('id').notNullable()
      foreignId(table, 'user_id', 'users.id', { onDelete: 'CASCADE' })
      table.timestamp('window_start').notNullable()
      table.integer('points').notNullable()
      foreignId(table, 'point_transaction_id', 'point_transactions.id', {
        nullable: true,
        onDelete: 'SET NULL',
      })
      table.timestamp('created_at').notNullable()
      table.unique(['user_id', 'window_start'])
    })
  }

  async down() {
    this.schema.dropTable('chat_accruals')
    this.schema.dropTable('kick_chatters')
    this.schema.alterTable('stream_status', (table) => {
      table.dropColumn('last_chat_at')
      table.dropColumn('last_event_at')
    })
    this.schema.alterTable('leaderboard_settings', (table) => {
      table.dropColumn('last_sync_error_at')
      table.dropColumn('last_sync_rows')
    })
  }
}
