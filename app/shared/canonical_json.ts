/**
 * Canonical JSON: the one text a value serialises to, so anyone can hash it and get the same
 * digest. Object keys are sorted by UTF-16 code units at every level, there is no whitespace,
 * strings are escaped as JSON.stringify escapes them, and numbers must be safe integers
 * (amounts travel as decimal strings, so no float formatting question arises).
 */
export type CanonicalValue =
  string | number | boolean | null | CanonicalValue[] | { [key: string]: CanonicalValue }

export function canonicalJson(value: CanonicalValue): string {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') {
    return JSON.stringify(value)
  }
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) {
      throw new TypeError('canonical JSON numbers are safe integers; send amounts as strings')
    }
    return String(value)
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  const keys = Object.keys(value).sort()
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(',')}}`
}

/** A dollar amount as canonical text: two decimals, no separators ("1234.50") */
export function canonicalAmount(dollars: number) {
  return (Math.round(dollars * 100) / 100).toFixed(2)
}
