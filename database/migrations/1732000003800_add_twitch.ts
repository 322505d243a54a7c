import { BaseSchema } from '@adonisjs/lucid/schema'

const TWITCH_REWARD_COLUMNS = [
  'twitch_new_sub',
  'twitch_renewal',
  'twitch_gifted_sub',
  'twitch_bits',
  'twitch_follow',
]

/**
 * Twitch next to Kick (docs/product.md, "Twitch"):
 * - a user's linked Twitch account (one site account per Twitch account)
 * - chat activity per platform: a Twitch chatter and a Kick chatter with the same id are two
 *   people, and the accrual joins each platform's rows to its own users column, so a person
 *   chatting on both is credited once per window
 * - Twitch's reward amounts beside Kick's, subscriber status per Twitch account
 * - rewards and held credits per platform (a held credit is paid when that platform's
 *   account links)
 * - the stream status row of each platform (id 1 Kick, id 2 Twitch) remembers the last
 *   EventSub revocation Twitch sent (its subscription type and reason)
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.string('twitch_id', 64).nullable()
      table.string('twitch_username', 64).nullable()
    })
    // an index, not a constraint, so that down() drops it the same way on both databases
    this.schema.raw('CREATE UNIQUE INDEX users_twitch_id_unique ON users (twitch_id)')

    this.schema.alterTable('chat_activities', (table) => {
      table.string('platform', 8).notNullable().defaultTo('kick')
    })
    this.schema.alterTable('chat_activities', (table) => {
      table.dropUnique(['kick_user_id', 'window_start'])
      table.unique(['platform', 'kick_user_id', 'window_start'])
    })

    // rewards and held credits name the platform of the account they are for
    for (const name of ['kick_rewards', 'held_credits']) {
      this.schema.alterTable(name, (table) => {
        table.string('platform', 8).notNullable().defaultTo('kick')
      })
    }

    // the points of Twitch's support events, beside Kick's (0: no reward)
    this.schema.alterTable('kick_reward_settings', (table) => {
      for (const column of TWITCH_REWARD_COLUMNS) {
        table.integer(column).notNullable().defaultTo(0)
      }
    })

    // subscriber status per Twitch account, as kick_subscribers per Kick account
    this.schema.createTable('twitch_subscribers', (table) => {
      table.string('twitch_user_id', 64).primary()
      table.string('twitch_username', 100).nullable()
      table.timestamp('subscribed_until').notNullable()
      table.timestamp('updated_at').notNullable()
    })

    this.schema.alterTable('stream_status', (table) => {
      table.string('revocation', 200).nullable()
      table.timestamp('revoked_at').nullable()
    })
  }

  /**
   * Columns go with ALTER TABLE ... DROP COLUMN (SQLite 3.35+ and PostgreSQL): Knex would
   * rebuild a SQLite table, and rebuilding users fails on the rows that reference it
   */
  async down() {
    const dropColumn = (table: string, column: string) =>
      this.schema.raw(`ALTER TABLE ${table} DROP COLUMN ${column}`)
    this.schema.dropTable('twitch_subscribers')
    for (const column of TWITCH_REWARD_COLUMNS) dropColumn('kick_reward_settings', column)
    dropColumn('stream_status', 'revoked_at')
    dropColumn('stream_status', 'revocation')
    for (const name of ['kick_rewards', 'held_credits']) dropColumn(name, 'platform')
    this.defer(async (db) => {
      await db.from('chat_activities').whereNot('platform', 'kick').delete()
    })
    this.schema.alterTable('chat_activities', (table) => {
      table.dropUnique(['platform', 'kick_user_id', 'window_start'])
      table.unique(['kick_user_id', 'window_start'])
    })
    dropColumn('chat_activities', 'platform')
    this.schema.raw('DROP INDEX users_twitch_id_unique')
    dropColumn('users', 'twitch_username')
    dropColumn('users', 'twitch_id')
  }
}
