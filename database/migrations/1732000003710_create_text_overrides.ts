import { BaseSchema } from '@adonisjs/lucid/schema'
import { foreignId, timestamps } from '#database/helpers/columns'

/**
 * An admin's own wording of a catalog message (/admin/texts): one per language and key, used
 * instead of the catalog's text (app/services/i18n/text_overrides.ts). A key that left the
 * catalog keeps its row until an admin deletes it (listed as orphaned).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('text_overrides', (table) => {
      table.increments('id').notNullable()
      table.string('locale', 8).notNullable()
      table.string('key', 200).notNullable()
      table.text('message').notNullable()
      foreignId(table, 'updated_by', 'users.id', { nullable: true, onDelete: 'SET NULL' })
      timestamps(table)
      table.unique(['locale', 'key'])
    })
  }

  async down() {
    this.schema.dropTable('text_overrides')
  }
}
