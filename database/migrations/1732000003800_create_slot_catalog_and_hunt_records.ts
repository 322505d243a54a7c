import { BaseSchema } from '@adonisjs/lucid/schema'
import { foreignId, timestamps } from '#database/helpers/columns'
import { slotMatchKey } from '#shared/slot_catalog'

/**
 * The slot catalog and the kept hunts (docs/product.md, "Slot catalog", "Hunt history"):
 * - catalog_slots: one row per slot, its name's match key unique (#shared/slot_catalog), so
 *   two spellings of one slot are one row;
 * - hunt_slots.catalog_slot_id: the catalog slot a bonus is (null: a name not in the catalog
 *   yet, linked later), and name_key, its typed name's match key, so a bonus can be linked by
 *   name in one UPDATE and statistics group in SQL;
 * - bonus_hunts.record_*: the finished hunt frozen as canonical JSON, its SHA-256 and the
 *   guessers' [name, salt] pairs (#services/hunt/hunt_record).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('catalog_slots', (table) => {
      table.increments('id').notNullable()
      table.string('name', 120).notNullable()
      table.string('slug', 110).notNullable().unique()
      table.string('match_key', 120).notNullable().unique()
      table.string('provider', 80).nullable()
      table.decimal('rtp', 5, 2).nullable()
      table.string('volatility', 16).nullable()
      table.decimal('max_win', 12, 2).nullable()
      table.date('released_on').nullable()
      table.string('image_url', 255).nullable()
      timestamps(table)
      table.check(
        "volatility is null or volatility in ('low', 'medium', 'high', 'very_high')",
        [],
        'catalog_slots_volatility'
      )
    })

    this.schema.alterTable('hunt_slots', (table) => {
      foreignId(table, 'catalog_slot_id', 'catalog_slots.id', {
        nullable: true,
        onDelete: 'SET NULL',
      })
      table.string('name_key', 120).nullable()
      // covers the slot statistics' GROUP BY (#services/slots/slot_stats)
      table.index(
        ['catalog_slot_id', 'bonus_hunt_id', 'bet_size', 'amount', 'created_at'],
        'hunt_slots_catalog_stats'
      )
      table.index(['name_key'])
    })

    this.schema.alterTable('bonus_hunts', (table) => {
      table.text('record_canonical').nullable()
      table.string('record_sha256', 64).nullable()
      table.text('record_names').nullable()
      table.index(['status', 'finished_at'])
    })

    this.defer(async (db) => {
      const rows = await db.from('hunt_slots').select('id', 'slot_name')
      for (const row of rows) {
        await db
          .from('hunt_slots')
          .where('id', row.id)
          .update({ name_key: slotMatchKey(String(row.slot_name)) })
      }
    })
  }

  async down() {
    this.schema.alterTable('bonus_hunts', (table) => {
      table.dropIndex(['status', 'finished_at'])
      table.dropColumn('record_names')
      table.dropColumn('record_sha256')
      table.dropColumn('record_canonical')
    })
    this.schema.alterTable('hunt_slots', (table) => {
      table.dropIndex(['name_key'])
      table.dropIndex([], 'hunt_slots_catalog_stats')
      table.dropForeign(['catalog_slot_id'])
      table.dropColumn('name_key')
      table.dropColumn('catalog_slot_id')
    })
    this.schema.dropTable('catalog_slots')
  }
}
