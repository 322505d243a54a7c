import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The user id of each canonical entry of a raffle, frozen with the list at the close (JSON, in
 * the list's order; private): the draw records winners by them, not by a position in the
 * entries as they are at the draw. Raffles closed before this migration get theirs from their
 * entries, unchanged since their close.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('raffles', (table) => {
      table.text('canonical_user_ids').nullable()
    })
    this.defer(async (db) => {
      const closed = await db.from('raffles').whereNotNull('canonical').select('id')
      for (const { id } of closed) {
        const entries = await db
          .from('raffle_entries')
          .where('raffle_id', id)
          .orderBy('id', 'asc')
          .select('user_id')
        await db
          .from('raffles')
          .where('id', id)
          .update({ canonical_user_ids: JSON.stringify(entries.map((e) => Number(e.user_id))) })
      }
    })
  }

  /** Plain DROP COLUMN (SQLite 3.35+ and PostgreSQL), as the other column drops do */
  async down() {
    this.schema.raw('ALTER TABLE raffles DROP COLUMN canonical_user_ids')
  }
}
