import { BaseSchema } from '@adonisjs/lucid/schema'
import { foreignId } from '#database/helpers/columns'

/**
 * Two-factor sign-in: the TOTP secret (encrypted under APP_KEY; set at setup, in force once
 * `two_factor_enabled_at` is set), the last time step a code was accepted for (so a code works
 * once), and ten single-use recovery codes per user, stored as SHA-256 digests.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.text('two_factor_secret').nullable()
      table.timestamp('two_factor_enabled_at').nullable()
      table.bigInteger('two_factor_last_step').nullable()
    })

    this.schema.createTable('two_factor_recovery_codes', (table) => {
      table.increments('id').notNullable()
      foreignId(table, 'user_id', 'users.id', { onDelete: 'CASCADE' })
      table.string('code_hash', 64).notNullable()
      table.timestamp('used_at').nullable()
      table.timestamp('created_at').notNullable()
      table.unique(['user_id', 'code_hash'])
    })
  }

  /** Plain DROP COLUMN (SQLite 3.35+ and PostgreSQL): SQLite's table rebuild would trip the foreign keys */
  async down() {
    this.schema.dropTable('two_factor_recovery_codes')
    for (const column of ['two_factor_secret', 'two_factor_enabled_at', 'two_factor_last_step']) {
      this.schema.raw(`ALTER TABLE users DROP COLUMN ${column}`)
    }
  }
}
