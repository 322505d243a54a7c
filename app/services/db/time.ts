import { DateTime } from 'luxon'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * A timestamp for raw query-builder writes, in the same format Lucid models write for the
 * connection's dialect (SQLite keeps 'yyyy-MM-dd HH:mm:ss' text; PostgreSQL an ISO string).
 */
export function dbTimestamp(client: QueryClientContract, at: DateTime = DateTime.utc()) {
  return at.toUTC().toFormat(client.dialect.dateTimeFormat)
}
