import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The worker's lease moves to @adonisjs/lock: its database store keeps one row per held lock in
 * `locks` (the table the package's own migration creates: key, owner, expiration in epoch
 * milliseconds). The hand-made `job_leases` table goes.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('locks', (table) => {
      table.string('key', 255).notNullable().primary()
      table.string('owner', 255).notNullable()
      table.bigint('expiration').unsigned().nullable()
    })
    this.schema.dropTable('job_leases')
  }

  async down() {
    this.schema.createTable('job_leases', (table) => {
      table.string('name', 64).primary()
      table.string('holder', 128).notNullable()
      table.timestamp('expires_at').notNullable()
    })
    this.schema.dropTable('locks')
  }
}
