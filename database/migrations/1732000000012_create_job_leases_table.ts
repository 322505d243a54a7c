import { createTables } from '#database/helpers/create_tables'

/** One row per lease: the worker that holds it runs the scheduled jobs until it expires */
export default createTables({
  job_leases: (table) => {
    table.string('name', 64).primary()
    table.string('holder', 128).notNullable()
    table.timestamp('expires_at').notNullable()
  },
})
