import { BaseSchema } from '@adonisjs/lucid/schema'
import { timestamps } from '#database/helpers/columns'

export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id').notNullable()
      table.string('username', 20).notNullable()
      table.string('email', 254).notNullable()
      table.string('password').notNullable()
      table.string('avatar').nullable()
      table.integer('balance').notNullable().defaultTo(0)
      table.boolean('admin').notNullable().defaultTo(false)
      table.string('celsius_username', 64).nullable()
      table.string('discord_id', 64).nullable().unique()
      table.string('discord_username', 64).nullable()
      table.string('kick_id', 64).nullable().unique()
      table.string('kick_username', 64).nullable()
      table.timestamp('email_verified_at').nullable()
      timestamps(table)
      table.check('balance >= 0', [], 'users_balance_non_negative')
    })
    // Case-insensitive uniqueness, portable to PostgreSQL (expression indexes work on both)
    this.schema.raw('CREATE UNIQUE INDEX users_username_lower_unique ON users (lower(username))')
    this.schema.raw('CREATE UNIQUE INDEX users_email_lower_unique ON users (lower(email))')
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
