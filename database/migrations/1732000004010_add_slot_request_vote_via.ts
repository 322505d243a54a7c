import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Where each slot request vote came from: the site's form, or `!sr` in Kick or Twitch chat
 * (#shared/slot_requests REQUEST_VIAS). The votes made before were the site's or Kick's and
 * cannot be told apart: they count as the site's.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('slot_request_votes', (table) => {
      table.string('via', 8).notNullable().defaultTo('site')
    })
  }

  async down() {
    this.schema.alterTable('slot_request_votes', (table) => {
      table.dropColumn('via')
    })
  }
}
