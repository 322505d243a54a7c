import { createTables } from '#database/helpers/create_tables'
import { foreignId, timestamps } from '#database/helpers/columns'

/** An 8-entrant bracket: slots 1-8 prelims, 9-12 semis, 13-14 final, 15 champion */
export default createTables({
  tournaments: (table) => {
    table.increments('id').notNullable()
    table.string('name', 120).notNullable()
    table.integer('prize').notNullable().defaultTo(1500)
    table.boolean('active').notNullable().defaultTo(true)
    timestamps(table)
  },

  bracket_slots: (table) => {
    table.increments('id').notNullable()
    foreignId(table, 'tournament_id', 'tournaments.id', { onDelete: 'CASCADE' })
    table.integer('slot').notNullable()
    table.string('username', 64).nullable()
    table.string('slot_name', 120).nullable()
    /** null undecided, true won, false lost */
    table.boolean('winner').nullable()
    table.unique(['tournament_id', 'slot'])
    table.check('slot BETWEEN 1 AND 15', [], 'bracket_slots_slot_range')
  },
})
