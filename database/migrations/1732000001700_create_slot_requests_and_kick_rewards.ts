import { BaseSchema } from '@adonisjs/lucid/schema'
import { foreignId, ledgerReference, settingsRow } from '#database/helpers/columns'

/**
 * Chat that pays back (docs/product.md, "Slot requests" and "Rewards for support"):
 * - slot requests: one settings row, one open request per normalised slot name (a partial
 *   unique index), one vote per requester and request with the points it cost; an accepted
 *   request names its hunt slot, and hunt_slots.requested_by the first requester
 * - Kick rewards: one settings row, one row per paid or held reward (unique by Kick's message
 *   id; a first follow also by follow:<kick id>), held credits for Kick accounts not yet linked
 *   (general: any reason, paid when the account links, expired after a date), subscriber
 *   status per Kick account, and the newest event time for the admin's delay figure
 * - shop products limited to subscribers
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable(
      'slot_request_settings',
      settingsRow((table) => {
        table.boolean('open').notNullable().defaultTo(false)
        table.integer('cost').notNullable().defaultTo(0)
        table.integer('per_user').notNullable().defaultTo(1)
      })
    )

    this.schema.createTable('slot_requests', (table) => {
      table.increments('id').notNullable()
      table.string('slot_key', 120).notNullable()
      table.string('slot_name', 120).notNullable()
      table.string('status', 16).notNullable()
      foreignId(table, 'hunt_slot_id', 'hunt_slots.id', { nullable: true, onDelete: 'SET NULL' })
      table.timestamp('created_at').notNullable()
      table.timestamp('closed_at').nullable()
      table.index(['status', 'created_at'])
    })
    this.schema.raw(
      "CREATE UNIQUE INDEX slot_requests_open_key ON slot_requests (slot_key) WHERE status = 'open'"
    )

    this.schema.createTable('slot_request_votes', (table) => {
      table.increments('id').notNullable()
      foreignId(table, 'slot_request_id', 'slot_requests.id', { onDelete: 'CASCADE' })
      foreignId(table, 'user_id', 'users.id', { onDelete: 'CASCADE' })
      table.integer('cost').notNullable().defaultTo(0)
      table.boolean('refunded').notNullable().defaultTo(false)
      table.timestamp('created_at').notNullable()
      table.unique(['slot_request_id', 'user_id'])
      table.index(['user_id'])
    })

    this.schema.alterTable('hunt_slots', (table) => {
      table.string('requested_by', 100).nullable()
    })

    this.schema.createTable(
      'kick_reward_settings',
      settingsRow((table) => {
        table.integer('new_sub').notNullable().defaultTo(0)
        table.integer('renewal').notNullable().defaultTo(0)
        table.integer('gifted_sub').notNullable().defaultTo(0)
        table.integer('kick_unit').notNullable().defaultTo(0)
        table.integer('follow').notNullable().defaultTo(0)
        table.integer('hold_days').notNullable().defaultTo(90)
        table.integer('stale_minutes').notNullable().defaultTo(15)
      })
    )

    this.schema.createTable('kick_rewards', (table) => {
      table.increments('id').notNullable()
      table.string('message_id', 128).notNullable().unique()
      table.string('once_key', 128).nullable().unique()
      table.string('event_type', 64).notNullable()
      table.string('kick_user_id', 64).notNullable()
      table.string('kick_username', 100).nullable()
      table.integer('points').notNullable()
      foreignId(table, 'user_id', 'users.id', { nullable: true, onDelete: 'SET NULL' })
      table.timestamp('created_at').notNullable()
    })

    this.schema.createTable('held_credits', (table) => {
      table.increments('id').notNullable()
      table.string('kick_user_id', 64).nullable()
      table.string('kick_username', 100).nullable()
      table.integer('points').notNullable()
      table.string('reason', 32).notNullable()
      ledgerReference(table, 200)
      table.timestamp('created_at').notNullable()
      table.timestamp('expires_at').notNullable()
      table.timestamp('paid_at').nullable()
      foreignId(table, 'paid_user_id', 'users.id', { nullable: true, onDelete: 'SET NULL' })
      table.timestamp('expired_at').nullable()
      table.index(['kick_user_id'])
      table.index(['kick_username'])
    })

    this.schema.createTable('kick_subscribers', (table) => {
      table.string('kick_user_id', 64).primary()
      table.string('kick_username', 100).nullable()
      table.timestamp('subscribed_until').notNullable()
      table.timestamp('updated_at').notNullable()
    })

    this.schema.alterTable('stream_status', (table) => {
      table.timestamp('newest_event_at').nullable()
    })

    this.schema.alterTable('products', (table) => {
      table.boolean('subscribers_only').notNullable().defaultTo(false)
    })
  }

  async down() {
    this.schema.raw('ALTER TABLE products DROP COLUMN subscribers_only')
    this.schema.raw('ALTER TABLE stream_status DROP COLUMN newest_event_at')
    this.schema.raw('ALTER TABLE hunt_slots DROP COLUMN requested_by')
    for (const table of [
      'kick_subscribers',
      'held_credits',
      'kick_rewards',
      'kick_reward_settings',
      'slot_request_votes',
      'slot_requests',
      'slot_request_settings',
    ]) {
      this.schema.dropTable(table)
    }
  }
}
