import { createTables } from '#database/helpers/create_tables'

/**
 * The public data cache's change marks for processes that share no Redis: the worker and ace
 * commands write a new version for each domain they change, the web server polls them.
 */
export default createTables({
  public_cache_versions: (table) => {
    table.string('domain', 32).primary()
    table.string('version', 64).notNullable()
    table.timestamp('updated_at').notNullable()
  },
})
