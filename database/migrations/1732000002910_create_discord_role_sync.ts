import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Discord role sync (docs/product.md, "Discord roles"):
 * - the rules an admin maps to Discord roles, in the order the page lists them; the columns a
 *   kind does not use stay null (milestone_id: the tier; board and top: top N of a board this
 *   period; points: earned this month at least; staff_role: one staff role, or any)
 * - the queue of members whose roles may have changed: a user (user_id), a Discord account
 *   that was unlinked (discord_user_id, kept since the user row no longer names it), or, with
 *   both null, everyone (a rollover, a change of the rules)
 * - the last pass, one row, for the admin's health panel, with when the last full pass ran
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('discord_role_rules', (table) => {
      table.increments('id').notNullable()
      table.integer('position').notNullable()
      table.string('kind', 24).notNullable()
      table.string('role_id', 32).notNullable()
      table.integer('milestone_id').nullable()
      table.string('board', 24).nullable()
      table.integer('top').nullable()
      table.integer('points').nullable()
      table.string('staff_role', 16).nullable()
      table.timestamp('created_at').notNullable()
    })

    this.schema.createTable('discord_sync_queue', (table) => {
      table.increments('id').notNullable()
      table.integer('user_id').nullable()
      table.string('discord_user_id', 32).nullable()
      table.timestamp('created_at').notNullable()
    })

    this.schema.createTable('discord_sync_status', (table) => {
      table.integer('id').primary()
      table.timestamp('finished_at').notNullable()
      table.string('kind', 16).notNullable()
      table.integer('members').notNullable().defaultTo(0)
      table.integer('added').notNullable().defaultTo(0)
      table.integer('removed').notNullable().defaultTo(0)
      table.integer('skipped').notNullable().defaultTo(0)
      table.text('errors').nullable()
      table.timestamp('last_full_at').nullable()
    })
  }

  async down() {
    this.schema.dropTable('discord_sync_status')
    this.schema.dropTable('discord_sync_queue')
    this.schema.dropTable('discord_role_rules')
  }
}
