/**
 * A unique-constraint violation, on SQLite or PostgreSQL. Used where "insert, and a duplicate
 * means someone else already did it" is the atomic way to claim something.
 */
export function isUniqueViolation(error: unknown) {
  const code = (error as { code?: string } | null)?.code
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE'
  )
}
