/**
 * Rows changed by a query-builder UPDATE or DELETE. Dialects answer a number or an array
 * holding one; conditional writes decide their outcome by this count.
 */
export function affectedRows(result: unknown) {
  return Number(Array.isArray(result) ? result[0] : result)
}
