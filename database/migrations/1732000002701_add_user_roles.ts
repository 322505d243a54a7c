import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Staff roles (docs/roles.md): `users.role` is 'owner', 'admin', 'moderator' or null (a plain
 * user), replacing the `admin` flag. Every admin becomes an admin, and the first admin created
 * (earliest created_at, then lowest id) becomes the owner.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.string('role', 16).nullable()
    })
    this.defer(async (db) => {
      await db.from('users').where('admin', true).update({ role: 'admin' })
      const first = await db
        .from('users')
        .where('admin', true)
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .select('id')
        .first()
      if (first) await db.from('users').where('id', first.id).update({ role: 'owner' })
    })
    // Plain DROP COLUMN (SQLite 3.35+ and PostgreSQL): SQLite's table rebuild would trip the foreign keys
    this.schema.raw('ALTER TABLE users DROP COLUMN admin')
  }

  async down() {
    this.schema.alterTable('users', (table) => {
      table.boolean('admin').notNullable().defaultTo(false)
    })
    this.defer(async (db) => {
      await db.from('users').whereNotNull('role').update({ admin: true })
    })
    this.schema.raw('ALTER TABLE users DROP COLUMN role')
  }
}
