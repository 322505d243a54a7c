import { BaseSchema } from '@adonisjs/lucid/schema'
import { foreignId, textEnum, timestamps } from '#database/helpers/columns'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('bonus_hunts', (table) => {
      table.increments('id').notNullable()
      table.string('title', 120).notNullable()
      table.decimal('starting_balance', 14, 2).notNullable().defaultTo(0)
      textEnum(table, 'status', ['live', 'finished'], {
        enumName: 'hunt_status',
        defaultTo: 'live',
      })
      table.timestamp('finished_at').nullable()
      timestamps(table)
      table.check('starting_balance >= 0', [], 'bonus_hunts_start_non_negative')
    })

    this.schema.createTable('hunt_slots', (table) => {
      table.increments('id').notNullable()
      foreignId(table, 'bonus_hunt_id', 'bonus_hunts.id', { onDelete: 'CASCADE' })
      table.integer('position').notNullable()
      table.string('slot_name', 120).notNullable()
      table.decimal('bet_size', 12, 2).notNullable()
      /** the payout; null while the bonus is still unopened */
      table.decimal('amount', 14, 2).nullable()
      timestamps(table)
      table.unique(['bonus_hunt_id', 'position'])
      table.check('bet_size > 0', [], 'hunt_slots_bet_positive')
    })
  }

  async down() {
    this.schema.dropTable('hunt_slots')
    this.schema.dropTable('bonus_hunts')
  }
}
