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
