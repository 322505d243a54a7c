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
