/**
 * Database errors the application answers on purpose, recognised the same way on SQLite
 * (better-sqlite3 error codes) and PostgreSQL (SQLSTATE codes).
 */

function codeOf(error: unknown) {
  return error && typeof error === 'object' && 'code' in error ? String(error.code) : ''
}

/** A unique index refused the row (SQLite SQLITE_CONSTRAINT_UNIQUE, PostgreSQL 23505) */
export function isUniqueViolation(error: unknown) {
  const code = codeOf(error)
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  )
}

/**
 * The database could not take the work now, and the same request may succeed in a moment:
 * SQLite's write lock stayed busy past the busy timeout, the connection pool had no
 * connection within its acquire timeout, or PostgreSQL gave up on a lock (lock timeout,
 * deadlock victim, serialization failure). Answered 503 rather than 500.
 */
export function isDatabaseBusy(error: unknown) {
  const code = codeOf(error)
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return true
  if (['55P03', '40P01', '40001'].includes(code)) return true
  return error instanceof Error && error.name === 'KnexTimeoutError'
}

/** Network error codes of a connection that could not be made or was dropped */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
])
/**
 * What node-postgres and ioredis say when a connection fails, times out or is closed (knex
 * puts the query before the driver's message: `select ... - Connection terminated unexpectedly`)
 */
const CONNECTION_MESSAGES =
  /(?:^| - )(Connection terminated|Query read timeout|timeout expired|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|Command timed out|Reached the max retries per request limit)/

/**
 * A backing service (PostgreSQL, Redis) is unreachable: the connection was refused, reset or
 * timed out, or PostgreSQL is shutting down or not yet accepting connections (SQLSTATE class
 * 08, 57P01-57P03). Nothing was written (a transaction cut in the middle is rolled back by the
 * server); the same request may succeed once the service is back. Answered 503, never 500.
 */
export function isConnectionLost(error: unknown): boolean {
  // an outbound call of the site's own (fetch's TypeError 'fetch failed', the refusal as its
  // cause) is no backing service: its caller words that failure
  if (!(error instanceof Error) || error instanceof TypeError) return false
  const code = codeOf(error)
  if (CONNECTION_CODES.has(code) || code.startsWith('08')) return true
  if (['57P01', '57P02', '57P03'].includes(code)) return true
  if (error.name === 'MaxRetriesPerRequestError' || CONNECTION_MESSAGES.test(error.message)) {
    return true
  }
  // knex and Lucid wrap a driver's error (a query on a connection that broke) in their own
  return error.cause !== undefined && error.cause !== error && isConnectionLost(error.cause)
}
