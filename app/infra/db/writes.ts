import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { dbTimestamp } from '#infra/db/time'

/**
 * Rows touched by a query-builder UPDATE or DELETE. Drivers answer a number (better-sqlite3,
 * pg) or a one-element array; a conditional write's outcome is decided by this count.
 */
export function affectedRows(result: unknown) {
  return Number(Array.isArray(result) ? result[0] : result)
}

/** The id of an INSERT ... RETURNING id row, as drivers hand it back (object or bare value) */
export function insertedId(row: unknown) {
  return Number(row && typeof row === 'object' && 'id' in row ? row.id : row)
}

/**
 * Makes an UPDATE answer the given columns of the rows it changed (UPDATE ... RETURNING),
 * so a conditional write and the read of what it wrote are one statement. Lucid's
 * `returning()` does nothing on SQLite (its dialect predates SQLite's RETURNING, 3.35), so
 * this sets it on the knex query, which compiles it for both databases; the query then
 * resolves with the changed rows (none when the condition held for no row).
 */
export function updateReturning<Row>(
  query: { knexQuery: { returning: (columns: string[]) => unknown } },
  columns: (keyof Row & string)[]
): Promise<Row[]> {
  query.knexQuery.returning(columns)
  return query as unknown as Promise<Row[]>
}

/**
 * Saves the single row (id 1) of a settings table: inserted with `values` the first time, its
 * `columns` (all of `values` unless named) and updated_at overwritten after
 */
export function saveSettingsRow(
  client: QueryClientContract,
  table: string,
  values: Record<string, unknown>,
  columns: string[] = Object.keys(values)
) {
  return client
    .insertQuery()
    .table(table)
    .insert({ id: 1, ...values, updated_at: dbTimestamp(client) })
    .onConflict('id')
    .merge([...columns, 'updated_at'])
}
