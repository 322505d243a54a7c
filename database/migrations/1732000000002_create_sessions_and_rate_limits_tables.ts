import { createTables } from '#database/helpers/create_tables'

/** Server-side session store and the rate limiter's counters */
export default createTables({
  sessions: (table) => {
    table.string('id').primary()
    table.text('data').notNullable()
    table.string('user_id').nullable().index()
    table.timestamp('expires_at').notNullable().index()
  },
  rate_limits: (table) => {
    table.string('key', 255).notNullable().primary()
    table.integer('points', 9).notNullable().defaultTo(0)
    table.bigint('expire').unsigned()
  },
})
