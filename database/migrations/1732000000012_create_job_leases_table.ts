import { BaseSchema } from '@adonisjs/lucid/schema'

/** One row per lease: the worker that holds it runs the scheduled jobs until it expires */
export default class extends BaseSchema {
  protected tableName = 'job_leases'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('name', 64).primary()
      table.string('holder', 128).notNullable()
      table.timestamp('expires_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
