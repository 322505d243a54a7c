import { keepRecent } from '#utils/recent_map'

/**
 * knex prepares every query's SQL anew on better-sqlite3 (`connection.prepare(sql)` per
 * query), and preparing (parsing and planning the SQL) cost more CPU than running the
 * statement on the purchase path. The SQL of the site's queries is a few hundred fixed
 * strings (values are bound, not inlined), so each connection keeps its prepared statements
 * by SQL text and hands the same one back; SQLite re-prepares a kept statement by itself when
 * the schema changes (migrations).
 *
 * A statement is reused only from one synchronous call to the next (knex runs `all` or `run`,
 * never an iterator, so none is left busy). knex sets `safeIntegers` only when a query asks
 * for it, so a handed-back statement is reset to the default first, as a fresh one would be.
 * The cache is bounded (least recently used out): SQL that varies (a `whereIn` list of any
 * length) cannot grow it without limit.
 */

type Statement = { safeIntegers: (toggle?: boolean) => unknown }
type Connection = { prepare: (sql: string) => Statement }

export const STATEMENT_CACHE_SIZE = 500

/** Makes a connection's `prepare` reuse its statements; call once per connection (afterCreate) */
export function cacheStatements<C extends Connection>(connection: C, size = STATEMENT_CACHE_SIZE) {
  const prepare = connection.prepare.bind(connection)
  const statements = new Map<string, Statement>()
  connection.prepare = (sql: string) => {
    const kept = statements.get(sql)
    if (kept) {
      keepRecent(statements, sql, kept)
      kept.safeIntegers(false)
      return kept
    }
    const statement = prepare(sql)
    keepRecent(statements, sql, statement, size)
    return statement
  }
  return connection
}
