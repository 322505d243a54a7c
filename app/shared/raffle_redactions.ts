/**
 * Names redacted from a raffle's published canonical entries after its close: an entrant who
 * deletes their account is shown as DELETED_USER_LABEL in the list, the list keeps
 * entries_sha256 (the digest of the text as it was hashed at the close) and the record says
 * which entries were redacted and when. A copy of the list saved before the redaction still
 * matches the digest; the draw is recomputed from the list as it is (it depends on the
 * tickets and their order only).
 */
import { DELETED_USER_LABEL } from './deleted_user.js'

/** One redacted entry: its index in the canonical list (0 for the first) and when */
export type CanonicalRedaction = { entry: number; redacted_at: string }

/** The canonical text with the names of `entries` (indexes) replaced, every other field kept */
export function redactCanonical(canonical: string, entries: readonly number[]) {
  const list = JSON.parse(canonical) as unknown[][]
  return JSON.stringify(
    list.map((entry, index) => (entries.includes(index) ? [DELETED_USER_LABEL, ...entry.slice(1)] : entry))
  )
}

/** The stored redactions (JSON text or null) as a list, by entry */
export function parseRedactions(stored: string | null): CanonicalRedaction[] {
  if (!stored) return []
  return (JSON.parse(stored) as CanonicalRedaction[]).sort((a, b) => a.entry - b.entry)
}

/** What the check panel says of a list with redacted names (entries counted from 1) */
export function redactionNote(redactions: readonly CanonicalRedaction[]) {
  const positions = redactions.map((r) => `#${r.entry + 1}`).join(', ')
  const one = redactions.length === 1
  return (
    `Entr${one ? 'y' : 'ies'} ${positions} ${one ? 'was' : 'were'} renamed "${DELETED_USER_LABEL}" ` +
    `after the close, when ${one ? 'that account was' : 'those accounts were'} deleted. ` +
    'The entries SHA-256 is of the list as it was hashed at the close, so a copy saved before ' +
    'matches it; the winners are recomputed from the list as it is (the draw uses only the ' +
    'tickets and their order).'
  )
}
