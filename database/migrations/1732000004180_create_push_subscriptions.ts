import { BaseSchema } from '@adonisjs/lucid/schema'
import { foreignId } from '#database/helpers/columns'

/**
 * Browser push, opt-in (docs/product.md, "Push notifications"):
 * - push_subscriptions: one row per browser that subscribed (its push-service endpoint, unique
 *   by its SHA-256, and the keys the payload is encrypted to), the account it belongs to and
 *   the topics it wants; removed with the account, or when the push service answers 404/410
 * - push_outbox: one row per notification and subscription, written in the transaction of the
 *   change; unique per (occurrence, subscription), so each is pushed once. The worker sends it.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('push_subscriptions', (table) => {
      table.increments('id').notNullable()
      foreignId(table, 'user_id', 'users.id', { onDelete: 'CASCADE' })
      table.text('endpoint').notNullable()
      table.string('endpoint_hash', 64).notNullable().unique()
      table.string('p256dh', 128).notNullable()
      table.string('auth', 32).notNullable()
      table.boolean('topic_go_live').notNullable().defaultTo(false)
      table.boolean('topic_raffle_opened').notNullable().defaultTo(false)
      table.boolean('topic_hunt_started').notNullable().defaultTo(false)
      table.boolean('topic_won').notNullable().defaultTo(false)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['user_id'])
    })

    this.schema.createTable('push_outbox', (table) => {
      table.increments('id').notNullable()
      foreignId(table, 'subscription_id', 'push_subscriptions.id', { onDelete: 'CASCADE' })
      table.string('topic', 32).notNullable()
      table.string('occurrence', 64).notNullable()
      table.text('payload').notNullable()
      table.string('status', 16).notNullable()
      table.integer('attempts').notNullable().defaultTo(0)
      table.timestamp('next_attempt_at').notNullable()
      table.string('last_error', 300).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('delivered_at').nullable()
      table.unique(['occurrence', 'subscription_id'])
      table.index(['status', 'next_attempt_at'])
    })
  }

  async down() {
    this.schema.dropTable('push_outbox')
    this.schema.dropTable('push_subscriptions')
  }
}
