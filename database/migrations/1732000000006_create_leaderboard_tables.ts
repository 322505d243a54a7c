import { createTables } from '#database/helpers/create_tables'
import { boardPeriod, timestamps } from '#database/helpers/columns'

export default createTables({
  leaderboard_settings: (table) => {
    table.increments('id').notNullable()
    table.string('provider', 16).notNullable().unique()
    table.boolean('enabled').notNullable().defaultTo(true)
    table.integer('prize').notNullable().defaultTo(0)
    boardPeriod(table)
    table.boolean('auto_restart').notNullable().defaultTo(true)
    table.boolean('mask_usernames').notNullable().defaultTo(false)
    /** ranks 1-10 share of the pool in percent, JSON array; null means the default split */
    table.json('prize_split').nullable()
    table.string('image').nullable()
    table.timestamp('last_synced_at').nullable()
    table.text('last_sync_error').nullable()
    timestamps(table)
    table.check('prize >= 0', [], 'leaderboard_settings_prize_non_negative')
  },

  leaderboard_entries: (table) => {
    table.increments('id').notNullable()
    table.string('provider', 16).notNullable()
    table.timestamp('period_start').notNullable()
    table.string('username', 64).notNullable()
    table.string('avatar').nullable()
    table.decimal('wagered', 18, 2).notNullable().defaultTo(0)
    /** cumulative partner APIs: the total seen at period start, subtracted for display */
    table.decimal('baseline', 18, 2).notNullable().defaultTo(0)
    timestamps(table)
    table.unique(['provider', 'period_start', 'username'])
    table.index(['provider', 'period_start', 'wagered'])
  },

  leaderboard_histories: (table) => {
    table.increments('id').notNullable()
    table.string('provider', 16).notNullable()
    boardPeriod(table)
    table.integer('prize').notNullable()
    /** final standings [{name, wagered, prize, avatar}] and the top-10 winners, as JSON */
    table.json('entries').notNullable()
    table.json('winners').notNullable()
    table.string('winner_image').nullable()
    table.timestamp('created_at').notNullable()
    table.unique(['provider', 'end_date'])
  },
})
