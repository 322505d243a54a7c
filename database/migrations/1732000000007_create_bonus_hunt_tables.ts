import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('bonus_hunts', (table) => {
      table.increments('id').notNullable()
      table.string('title', 120).notNullable()
      table.decimal('starting_balance', 14, 2).notNullable().defaultTo(0)
      table
        .enum('status', ['live', 'finished'], { useNative: false, enumName: 'hunt_status' })
        .notNullable()
        .defaultTo('live')
      table.timestamp('finished_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.check('starting_balance >= 0', [], 'bonus_hunts_start_non_negative')
    })

    this.schema.createTable('hunt_slots', (table) => {
      table.increments('id').notNullable()
      table
        .integer('bonus_hunt_id')
        .unsigned()
        .notNullable()
        .references('bonus_hunts.id')
        .onDelete('CASCADE')
      table.integer('position').notNullable()
      table.string('slot_name', 120).notNullable()
      table.decimal('bet_size', 12, 2).notNullable()
      /** the payout; null while the bonus is still unopened */
      table.decimal('amount', 14, 2).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.unique(['bonus_hunt_id', 'position'])
      table.check('bet_size > 0', [], 'hunt_slots_bet_positive')
    })
  }

  async down() {
    this.schema.dropTable('hunt_slots')
    this.schema.dropTable('bonus_hunts')
  }
}
