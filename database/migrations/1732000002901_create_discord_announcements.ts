import { BaseSchema } from '@adonisjs/lucid/schema'
import { foreignId, settingsRow } from '#database/helpers/columns'

/**
 * Discord announcements (docs/product.md, "Discord announcements"):
 * - discord_webhooks: each webhook's URL (encrypted under APP_KEY, never shown again), a hint
 *   to tell it apart, the events it posts, and its last delivery for the admin page
 * - discord_announcement_settings: one row with the templates the admin changed
 * - discord_outbox: one row per announcement and webhook, written in the transaction of the
 *   change it announces; unique per (event, occurrence, webhook), so each is posted once
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('discord_webhooks', (table) => {
      table.increments('id').notNullable()
      table.string('name', 60).notNullable()
      table.text('url').notNullable()
      table.string('hint', 8).notNullable()
      table.text('events').notNullable()
      table.timestamp('last_delivery_at').nullable()
      table.boolean('last_delivery_ok').nullable()
      table.string('last_delivery_reason', 300).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })

    this.schema.createTable(
      'discord_announcement_settings',
      settingsRow((table) => {
        table.text('templates').notNullable()
      })
    )

    this.schema.createTable('discord_outbox', (table) => {
      table.increments('id').notNullable()
      table.string('event', 32).notNullable()
      table.string('occurrence', 64).notNullable()
      foreignId(table, 'webhook_id', 'discord_webhooks.id', { onDelete: 'CASCADE' })
      table.text('payload').notNullable()
      table.string('status', 16).notNullable()
      table.integer('attempts').notNullable().defaultTo(0)
      table.timestamp('next_attempt_at').notNullable()
      table.string('last_error', 300).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('delivered_at').nullable()
      table.unique(['event', 'occurrence', 'webhook_id'])
      table.index(['status', 'next_attempt_at'])
      table.index(['webhook_id', 'id'])
    })
  }

  async down() {
    this.schema.dropTable('discord_outbox')
    this.schema.dropTable('discord_announcement_settings')
    this.schema.dropTable('discord_webhooks')
  }
}
