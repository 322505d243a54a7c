import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Where the chat-born actions behind a hunt bonus and a raffle entry came from (badges name
 * the platform, #shared/slot_requests REQUEST_VIAS):
 * - hunt_slots.requested_via: the first vote of the accepted slot request (the site's form or
 *   `!sr` in Kick or Twitch chat); existing bonuses take their request's first vote
 * - raffle_entries.via: the platform whose chat keyword gave the entry its free ticket, 'site'
 *   for an entry without one; the chat tickets given before cannot be told apart (Kick or
 *   Twitch) and count as the site's
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('hunt_slots', (table) => {
      table.string('requested_via', 8).notNullable().defaultTo('site')
    })
    this.schema.alterTable('raffle_entries', (table) => {
      table.string('via', 8).notNullable().defaultTo('site')
    })
    this.defer(async (db) => {
      const firstVia = `SELECT v.via FROM slot_request_votes v
        JOIN slot_requests r ON r.id = v.slot_request_id
        WHERE r.hunt_slot_id = hunt_slots.id ORDER BY v.created_at, v.id LIMIT 1`
      await db.rawQuery(
        `UPDATE hunt_slots SET requested_via = (${firstVia})
         WHERE requested_by IS NOT NULL AND EXISTS (${firstVia})`
      )
    })
  }

  async down() {
    this.schema.alterTable('raffle_entries', (table) => {
      table.dropColumn('via')
    })
    this.schema.alterTable('hunt_slots', (table) => {
      table.dropColumn('requested_via')
    })
  }
}
