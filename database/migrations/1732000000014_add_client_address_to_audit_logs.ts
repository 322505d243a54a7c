import { BaseSchema } from '@adonisjs/lucid/schema'

/** The client address of the request behind each admin write (null for scheduled jobs) */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('audit_logs', (table) => {
      table.string('ip', 45).nullable()
    })
  }

  async down() {
    this.schema.alterTable('audit_logs', (table) => {
      table.dropColumn('ip')
    })
  }
}
