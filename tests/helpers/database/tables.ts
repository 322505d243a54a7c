import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * The table-level work of the database reset between tests (tests/helpers/database/database.ts):
 * which tables the application has, and how to empty them fast on each database.
 */

/** Every table the migrations made, without their own bookkeeping */
export async function applicationTables(client: QueryClientContract) {
  const all: string[] = await client.getAllTables(client.dialect.name === 'postgres' ? ['public'] : undefined)
  return all.filter((t) => !['adonis_schema', 'adonis_schema_versions'].includes(t))
}

export const quoted = (table: string) => `"${table}"`

/**
 * Empties every application table of PostgreSQL and starts every id sequence again at 1, in
 * `trx`, which it first locks against writes. The same result as
 * `TRUNCATE <every table> RESTART IDENTITY CASCADE`, in a few milliseconds instead of most of a
 * second: TRUNCATE gives each of the forty-odd tables (and its indexes) new files even when
 * empty, which was most of a PostgreSQL test's time. Here only the tables holding rows are
 * emptied, with DELETE (children before the parents they reference without a cascade), and
 * every sequence is set back with setval. Should a DELETE be refused anyway (a foreign-key
 * cycle added later), TRUNCATE does it.
 */
export async function emptyPostgresTables(trx: TransactionClientContract, tables: string[]) {
  await trx.rawQuery(`LOCK TABLE ${tables.map(quoted).join(', ')} IN EXCLUSIVE MODE`)
  const filled = new Set(await filledTables(trx, tables))
  const order = await tableOrder(tables, 'delete')
  const deletes = order.filter((t) => filled.has(t))
  if (deletes.length > 0) {
    await trx.rawQuery('SAVEPOINT empty_tables')
    await trx.rawQuery(deletes.map((t) => `DELETE FROM ${quoted(t)};`).join(' ')).catch(async () => {
      await trx.rawQuery('ROLLBACK TO SAVEPOINT empty_tables')
      await trx.rawQuery(`TRUNCATE ${tables.map(quoted).join(', ')} CASCADE`)
    })
  }
  const sequences = await postgresSequences(trx)
  if (sequences.length > 0) {
    await trx.rawQuery(`SELECT ${sequences.map((name) => `setval('${name}', 1, false)`).join(', ')}`)
  }
}

/**
 * Empties every application table of SQLite and drops the AUTOINCREMENT counters, with foreign
 * keys off for the duration (a pragma SQLite ignores inside a transaction: `client` is the
 * connection itself). `fill` runs before they are switched on again.
 */
export async function emptySqliteTables(
  client: QueryClientContract,
  tables: string[],
  fill: () => Promise<unknown> = async () => {}
) {
  await client.rawQuery('PRAGMA foreign_keys = OFF')
  try {
    for (const table of tables) await client.from(table).delete()
    await client.rawQuery('DELETE FROM sqlite_sequence').catch(() => {})
    await fill()
  } finally {
    await client.rawQuery('PRAGMA foreign_keys = ON')
  }
}

/** The tables of `tables` that hold at least one row, in one query */
export async function filledTables(client: QueryClientContract, tables: string[]): Promise<string[]> {
  if (tables.length === 0) return []
  const probe = tables.map((t) => `SELECT '${t}' AS name WHERE EXISTS (SELECT 1 FROM ${quoted(t)})`)
  const result = await client.rawQuery(probe.join(' UNION ALL '))
  const rows: { name: string }[] = client.dialect.name === 'postgres' ? result.rows : result
  return rows.map((r) => r.name)
}

/** The id sequences of the PostgreSQL schema */
export async function postgresSequences(client: QueryClientContract): Promise<string[]> {
  const result = await client.rawQuery(
    `SELECT c.oid::regclass::text AS name FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind = 'S' AND n.nspname = 'public'`
  )
  return result.rows.map((r: { name: string }) => r.name)
}

/**
 * The PostgreSQL tables in an order their rows can be deleted (`delete`: a table whose foreign
 * key forbids deleting the rows it references comes before them; cascading and nulling keys do
 * not constrain the order) or inserted (`insert`: every table after the tables it references).
 * Self-references do not count (one statement checks them at its end). Computed once per run
 * and purpose: the schema does not change during one.
 */
const orders = new Map<string, string[]>()
export async function tableOrder(tables: string[], purpose: 'delete' | 'insert') {
  const key = `${purpose}:${tables.join(',')}`
  const known = orders.get(key)
  if (known) return known
  const result = await db.rawQuery(
    `SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent FROM pg_constraint
     WHERE contype = 'f' AND connamespace = 'public'::regnamespace AND conrelid <> confrelid
     ${purpose === 'delete' ? "AND confdeltype IN ('a', 'r')" : 'AND NOT condeferrable'}`
  )
  const unquote = (name: string) => name.replace(/^"|"$/g, '')
  const before = new Map<string, string[]>(tables.map((t) => [t, []]))
  for (const { child, parent } of result.rows as { child: string; parent: string }[]) {
    // delete: the child goes first; insert: the parent does
    const [first, then] = purpose === 'delete' ? [child, parent] : [parent, child]
    before.get(unquote(then))?.push(unquote(first))
  }
  const order: string[] = []
  const visiting = new Set<string>()
  const visit = (table: string) => {
    if (order.includes(table) || visiting.has(table)) return
    visiting.add(table)
    for (const first of before.get(table) ?? []) visit(first)
    order.push(table)
  }
  for (const table of tables) visit(table)
  orders.set(key, order)
  return order
}
