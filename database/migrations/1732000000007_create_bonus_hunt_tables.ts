import { createTables } from '#database/helpers/create_tables'
import { foreignId, textEnum, timestamps } from '#database/helpers/columns'

export default createTables({
  bonus_hunts: (table) => {
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
  },

  hunt_slots: (table) => {
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
  },
})
