import { BaseSchema } from '@adonisjs/lucid/schema'

/** A user's language (one of app/shared/locales.ts), null until they pick one */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.string('locale', 8).nullable()
    })
  }

  async down() {
    this.schema.raw('ALTER TABLE users DROP COLUMN locale')
  }
}
