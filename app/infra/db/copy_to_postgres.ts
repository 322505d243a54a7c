import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * Moving an install from the embedded SQLite database to PostgreSQL (docs/deploy.md): every
 * row of every application table is copied into an empty, migrated PostgreSQL database in one
 * transaction, parents before children, and each id sequence is moved past the copied ids.
 * Sessions, rate-limit counters and job leases are left behind: they are short-lived, and a
 * scaled-out site keeps the first two in Redis.
 */
export const LEFT_BEHIND = ['sessions', 'rate_limits', 'locks']
const SCHEMA_TABLES = ['adonis_schema', 'adonis_schema_versions']
const BATCH = 500

export class CopyRefused extends Error {}

export type CopiedTable = { table: string; rows: number }

/**
 * The target's deferrable foreign keys as `child>parent`: the copy defers them to its commit,
 * so they do not order the tables (the one pair of tables that point at each other, a hunt and
 * its winning guess, is ordered by the other key)
 */
async function deferredKeys(target: QueryClientContract) {
  const result = await target.rawQuery(
    `SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent
     FROM pg_constraint WHERE contype = 'f' AND condeferrable`
  )
  const unquote = (name: string) => name.replace(/^"|"$/g, '')
  return new Set(
    (result.rows as { child: string; parent: string }[]).map(
      ({ child, parent }) => `${unquote(child)}>${unquote(parent)}`
    )
  )
}

/** SQLite's tables, parents first (by their foreign keys), without the left-behind ones */
async function tablesInOrder(source: QueryClientContract, deferred: Set<string>) {
  const found = await source.getAllTables()
  const all = found.filter(
    (table) => !SCHEMA_TABLES.includes(table) && !LEFT_BEHIND.includes(table)
  )
  const parents = new Map<string, string[]>()
  for (const table of all) {
    const keys = await source.rawQuery(`PRAGMA foreign_key_list("${table}")`)
    parents.set(
      table,
      (keys as { table: string }[])
        .map((key) => key.table)
        .filter((p) => p !== table && !deferred.has(`${table}>${p}`))
    )
  }
  const ordered: string[] = []
  const visit = (table: string, path: string[] = []) => {
    if (ordered.includes(table) || path.includes(table)) return
    for (const parent of parents.get(table) ?? []) visit(parent, [...path, table])
    ordered.push(table)
  }
  for (const table of all) visit(table)
  return ordered
}

/** The PostgreSQL type of each column, to turn SQLite's 0/1 into booleans */
async function booleanColumns(target: QueryClientContract, table: string) {
  const rows = await target
    .from('information_schema.columns')
    .where({ table_schema: 'public', table_name: table, data_type: 'boolean' })
    .select('column_name')
  return rows.map((row: { column_name: string }) => row.column_name)
}

export async function copySqliteToPostgres(
  sourceName = 'sqlite',
  targetName = 'pg'
): Promise<CopiedTable[]> {
  const source = db.connection(sourceName)
  const target = db.connection(targetName)
  if (source.dialect.name !== 'sqlite3' && source.dialect.name !== 'better-sqlite3') {
    throw new CopyRefused(`the source connection "${sourceName}" is not SQLite`)
  }
  if (target.dialect.name !== 'postgres') {
    throw new CopyRefused(`the target connection "${targetName}" is not PostgreSQL`)
  }
  const targetTables = await target.getAllTables(['public'])
  if (!targetTables.includes('users')) {
    throw new CopyRefused(
      'the PostgreSQL database is not migrated: run `node ace migration:run` on it first'
    )
  }
  const users = await target.from('users').count('* as n').first()
  if (Number(users.n) > 0) {
    throw new CopyRefused(
      'the PostgreSQL database already has users: copy only into a new database'
    )
  }

  const tables = await tablesInOrder(source, await deferredKeys(target))
  const missing = tables.filter((table) => !targetTables.includes(table))
  if (missing.length > 0) {
    throw new CopyRefused(
      `PostgreSQL lacks tables ${missing.join(', ')}: migrate it to the same version`
    )
  }

  return target.transaction(async (trx) => {
    await trx.rawQuery('SET CONSTRAINTS ALL DEFERRED')
    // the migrations wrote the product content (milestones); the copy brings the source's own
    await trx.rawQuery(
      `TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`
    )
    const copied: CopiedTable[] = []
    for (const table of tables) {
      const booleans = await booleanColumns(trx, table)
      let rows = 0
      for (let offset = 0; ; offset += BATCH) {
        const batch = await source
          .from(table)
          .select('*')
          .orderByRaw('rowid')
          .limit(BATCH)
          .offset(offset)
        if (batch.length === 0) break
        for (const row of batch) {
          for (const column of booleans)
            if (row[column] !== null) row[column] = Boolean(row[column])
        }
        await trx.table(table).multiInsert(batch)
        rows += batch.length
        if (batch.length < BATCH) break
      }
      const hasId = await trx
        .from('information_schema.columns')
        .where({ table_schema: 'public', table_name: table, column_name: 'id' })
        .first()
      if (hasId && rows > 0) {
        await trx.rawQuery(
          `SELECT setval(pg_get_serial_sequence(?, 'id'), (SELECT MAX(id) FROM "${table}"))`,
          [table]
        )
      }
      copied.push({ table, rows })
    }
    return copied
  })
}
