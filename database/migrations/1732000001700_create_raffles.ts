import { BaseSchema } from '@adonisjs/lucid/schema'
import { foreignId, payout, textEnum, timestamps } from '#database/helpers/columns'

import { FIRST_LEDGER_REASONS, swapLedgerReasons } from '#database/helpers/ledger_reasons'

/** The reasons after this migration */
const RAFFLE_REASONS = [...FIRST_LEDGER_REASONS, 'raffle']

/**
 * Raffles: a giveaway committed to a secret seed (its SHA-256 public from the start), entered
 * with tickets (points through the ledger, reason `raffle`, or one free ticket from a chat
 * keyword), frozen at the close (the canonical entries and their SHA-256), drawn from the
 * first drand round after the close, and its winners with their payout status.
 *
 * The ledger's reason check gains `raffle`. PostgreSQL swaps the check constraint; SQLite
 * cannot alter a check, so point_transactions is rebuilt (database/helpers/ledger_reasons.ts),
 * which is why this migration manages its own transactions.
 */
export default class extends BaseSchema {
  static disableTransactions = true

  async up() {
    await this.db.transaction(async (trx) => {
      await trx.schema.createTable('raffles', (table) => {
        table.increments('id').notNullable()
        table.string('title', 120).notNullable()
        table.string('prize', 200).notNullable()
        /** points paid to each winner through the ledger; null: a prize paid by hand */
        table.integer('prize_points').nullable()
        table.string('image', 255).nullable()
        table.integer('winners').notNullable()
        table.integer('ticket_cost').notNullable()
        table.integer('max_tickets').notNullable()
        table.string('keyword', 40).nullable()
        table.timestamp('ends_at').nullable()
        table.integer('min_account_days').nullable()
        table.boolean('kick_link_required').notNullable().defaultTo(false)
        textEnum(table, 'status', ['open', 'closed', 'drawn', 'cancelled'], {
          enumName: 'raffle_status',
          defaultTo: 'open',
        })
        table.string('seed', 64).notNullable()
        table.string('seed_hash', 64).notNullable()
        /** every ticket sold or given so far (the raffle row's counter, the first write of an entry) */
        table.integer('tickets_total').notNullable().defaultTo(0)
        table.timestamp('closed_at').nullable()
        /** the frozen entries: JSON [[username, tickets], ...] in first-entry order, and its SHA-256 */
        table.text('canonical').nullable()
        table.string('entries_sha256', 64).nullable()
        table.string('beacon_chain_hash', 64).nullable()
        table.bigInteger('beacon_round').nullable()
        table.string('beacon_randomness', 64).nullable()
        table.string('beacon_signature', 256).nullable()
        table.timestamp('drawn_at').nullable()
        table.timestamp('cancelled_at').nullable()
        timestamps(table)
        table.index(['status'])
        table.check('winners >= 1 AND winners <= 100', [], 'raffles_winners_range')
        table.check('ticket_cost >= 0', [], 'raffles_ticket_cost_non_negative')
        table.check('tickets_total >= 0', [], 'raffles_tickets_total_non_negative')
      })

      await trx.schema.createTable('raffle_entries', (table) => {
        table.increments('id').notNullable()
        foreignId(table, 'raffle_id', 'raffles.id', { onDelete: 'CASCADE' })
        foreignId(table, 'user_id', 'users.id', { onDelete: 'CASCADE' })
        table.integer('tickets').notNullable()
        /** points paid for the tickets (what a cancel refunds) */
        table.integer('points_spent').notNullable().defaultTo(0)
        /** the free ticket of the chat keyword was given */
        table.boolean('chat_ticket').notNullable().defaultTo(false)
        timestamps(table)
        table.unique(['raffle_id', 'user_id'])
        table.check('tickets >= 1', [], 'raffle_entries_tickets_positive')
      })

      await trx.schema.createTable('raffle_winners', (table) => {
        table.increments('id').notNullable()
        foreignId(table, 'raffle_id', 'raffles.id', { onDelete: 'CASCADE' })
        /** the draw's k (0 for the first winner) */
        table.integer('position').notNullable()
        foreignId(table, 'user_id', 'users.id', { nullable: true, onDelete: 'SET NULL' })
        table.string('username', 64).notNullable()
        table.integer('ticket').notNullable()
        payout(table, {
          status: 'payout_status',
          reference: 'payout_reference',
          enumName: 'raffle_payout_status',
        })
        timestamps(table)
        table.unique(['raffle_id', 'position'])
      })
    })
    await swapLedgerReasons(this.db, FIRST_LEDGER_REASONS, RAFFLE_REASONS)
  }

  /**
   * Rolling back keeps every ledger row (the balances still add up): raffle rows become
   * 'admin' rows, their reference and note unchanged
   */
  async down() {
    await this.db.from('point_transactions').where('reason', 'raffle').update({ reason: 'admin' })
    await swapLedgerReasons(this.db, RAFFLE_REASONS, FIRST_LEDGER_REASONS)
    await this.db.transaction(async (trx) => {
      await trx.schema.dropTable('raffle_winners')
      await trx.schema.dropTable('raffle_entries')
      await trx.schema.dropTable('raffles')
    })
  }
}
