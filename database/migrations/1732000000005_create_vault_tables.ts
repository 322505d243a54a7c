import { createTables } from '#database/helpers/create_tables'
import { foreignId, timestamps } from '#database/helpers/columns'

/**
 * One vault row; a cycle per pot (its seed hash published at opening, the seed revealed at
 * the roll), the contributions of each cycle and the recorded winners.
 */
export default createTables({
  vault_cycles: (table) => {
    table.increments('id').notNullable()
    table.string('seed', 64).notNullable()
    table.string('seed_hash', 64).notNullable()
    table.timestamp('opened_at').notNullable()
    table.timestamp('closed_at').nullable()
  },

  vaults: (table) => {
    table.increments('id').notNullable()
    table.integer('value').notNullable().defaultTo(0)
    table.integer('streams_active').notNullable().defaultTo(0)
    foreignId(table, 'cycle_id', 'vault_cycles.id', { nullable: true })
    timestamps(table)
    table.check('value >= 0', [], 'vaults_value_non_negative')
    table.check('streams_active >= 0', [], 'vaults_streams_non_negative')
  },

  vault_contributions: (table) => {
    table.increments('id').notNullable()
    foreignId(table, 'cycle_id', 'vault_cycles.id')
    foreignId(table, 'user_id', 'users.id', { onDelete: 'RESTRICT' })
    table.integer('amount').notNullable()
    table.integer('points').notNullable()
    table.timestamp('created_at').notNullable()
    table.index(['cycle_id'])
    table.check('amount > 0', [], 'vault_contributions_amount_positive')
  },

  vault_winners: (table) => {
    table.increments('id').notNullable()
    foreignId(table, 'cycle_id', 'vault_cycles.id', { nullable: true })
    foreignId(table, 'user_id', 'users.id', { nullable: true, onDelete: 'SET NULL' })
    table.string('username', 64).notNullable()
    table.integer('amount').notNullable()
    table.timestamp('created_at').notNullable()
    table.unique(['cycle_id'])
  },
})
