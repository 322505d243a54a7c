import { BaseSchema } from '@adonisjs/lucid/schema'

const COLUMNS = ['channel', 'title', 'category', 'viewers', 'started_at', 'stream_key']

/**
 * What a platform's status event says about the stream (docs/product.md, "Live badge"): the
 * channel it is on (Kick's slug, Twitch's login), its title, category and viewer count when
 * the event carries them, when it started, and the key of the stream session the go-live
 * announcement was queued for (app/services/stream/go_live.ts)
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('stream_status', (table) => {
      table.string('channel', 100).nullable()
      table.string('title', 500).nullable()
      table.string('category', 200).nullable()
      table.integer('viewers').nullable()
      table.timestamp('started_at').nullable()
      table.string('stream_key', 100).nullable()
    })
  }

  /** ALTER TABLE ... DROP COLUMN (SQLite 3.35+ and PostgreSQL), as 1732000003800_add_twitch */
  async down() {
    for (const column of COLUMNS) {
      this.schema.raw(`ALTER TABLE stream_status DROP COLUMN ${column}`)
    }
  }
}
