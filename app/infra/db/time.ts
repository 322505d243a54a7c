import { DateTime } from 'luxon'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * A timestamp for raw query-builder writes, in the same format Lucid models write for the
 * connection's dialect (SQLite keeps 'yyyy-MM-dd HH:mm:ss' text; PostgreSQL an ISO string).
 */
export function dbTimestamp(client: QueryClientContract, at: DateTime = DateTime.utc()) {
  return at.toUTC().toFormat(client.dialect.dateTimeFormat)
}

/**
 * A timestamp column read through the query builder (models convert on their own). SQLite
 * hands back the UTC text dbTimestamp wrote; node-postgres parses timestamptz into a Date.
 */
export function readDbTimestamp(value: string | Date) {
  return value instanceof Date
    ? DateTime.fromJSDate(value, { zone: 'utc' })
    : DateTime.fromSQL(value, { zone: 'utc' })
}
