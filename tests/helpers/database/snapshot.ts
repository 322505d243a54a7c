import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import {
  applicationTables,
  emptyPostgresTables,
  emptySqliteTables,
  filledTables,
  postgresSequences,
  quoted,
  tableOrder,
} from '#tests/helpers/database/tables'

/**
 * A copy of every row of the database (and of its id counters) that can be put back in a few
 * milliseconds: what `resetToDemoSite` restores instead of seeding the demo site for each test
 * (seeding hashes four passwords and writes a few hundred rows through the models: about a
 * second, several on a busy PostgreSQL). The copy keeps each value exactly: on PostgreSQL each
 * table travels as JSON the server itself makes and reads back into the table's own row type
 * (json_agg, json_populate_recordset); SQLite hands back its stored values as they are.
 */
export type Snapshot = {
  tables: { name: string; rows: string | Record<string, unknown>[] }[]
  /** PostgreSQL: [sequence, last_value, is_called]; SQLite: the rows of sqlite_sequence */
  counters: unknown[]
}

export async function takeSnapshot(): Promise<Snapshot> {
  const client = db.connection()
  const all = await applicationTables(client)
  if (client.dialect.name === 'postgres') {
    const filled = new Set(await filledTables(client, all))
    const order = await tableOrder(all, 'insert')
    const names = order.filter((t) => filled.has(t))
    const tables = []
    for (const name of names) {
      const result = await client.rawQuery(`SELECT json_agg(t)::text AS rows FROM ${quoted(name)} t`)
      tables.push({ name, rows: result.rows[0].rows as string })
    }
    const sequences = await postgresSequences(client)
    const counters = []
    for (const name of sequences) {
      const result = await client.rawQuery(`SELECT last_value, is_called FROM ${name}`)
      counters.push([name, Number(result.rows[0].last_value), result.rows[0].is_called])
    }
    return { tables, counters }
  }
  const tables = []
  for (const name of await filledTables(client, all)) {
    tables.push({ name, rows: await client.from(name).select('*') })
  }
  return { tables, counters: await client.from('sqlite_sequence').select('*') }
}

/** Empties the database and puts the snapshot's rows and id counters back */
export async function restoreSnapshot(snapshot: Snapshot) {
  const client = db.connection()
  const all = await applicationTables(client)
  if (client.dialect.name === 'postgres') {
    return db.transaction(async (trx) => {
      await emptyPostgresTables(trx, all)
      await insertPostgresRows(trx, snapshot)
    })
  }
  await emptySqliteTables(client, all, () =>
    db.transaction(async (trx) => {
      for (const { name, rows } of snapshot.tables) await insertSqliteRows(trx, name, rows as Record<string, unknown>[])
      await trx.from('sqlite_sequence').delete()
      await insertSqliteRows(trx, 'sqlite_sequence', snapshot.counters as Record<string, unknown>[])
    })
  )
}

async function insertPostgresRows(trx: TransactionClientContract, snapshot: Snapshot) {
  // a hunt's key to its winning guess is deferrable (it and the guess's key to its hunt point
  // at each other): checked at the commit, after every row is back (tableOrder leaves it out)
  await trx.rawQuery('SET CONSTRAINTS ALL DEFERRED')
  for (const { name, rows } of snapshot.tables) {
    await trx.rawQuery(
      `INSERT INTO ${quoted(name)} SELECT * FROM json_populate_recordset(NULL::${quoted(name)}, ?::json)`,
      [rows as string]
    )
  }
  const counters = snapshot.counters as [string, number, boolean][]
  if (counters.length > 0) {
    await trx.rawQuery(
      `SELECT ${counters.map(([name, value, called]) => `setval('${name}', ${value}, ${called})`).join(', ')}`
    )
  }
}

/** In slices: SQLite limits the bound values of one statement */
async function insertSqliteRows(client: QueryClientContract, table: string, rows: Record<string, unknown>[]) {
  const columns = Object.keys(rows[0] ?? {}).length || 1
  const perStatement = Math.max(1, Math.floor(30_000 / columns))
  for (let i = 0; i < rows.length; i += perStatement) {
    await client.table(table).multiInsert(rows.slice(i, i + perStatement))
  }
}
