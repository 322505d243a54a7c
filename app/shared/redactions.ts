/**
 * Names redacted from records already hashed and published (a raffle's canonical entries, a
 * points race's frozen board) when the account behind a name is deleted afterwards: the name
 * becomes DELETED_USER_LABEL in the published text, the record keeps its digest (of the text as
 * it was hashed) and says which entries were redacted and when. A copy saved before the
 * redaction still matches the digest; a raffle's draw is recomputed from the list as it is (it
 * depends on the tickets and their order only). Raffle lists and frozen boards of version 2 hash
 * salted name commitments instead, so their redaction leaves the hashed text alone
 * (#shared/entry_commitments).
 */
import { DELETED_USER_LABEL } from './deleted_user.js'
import type { MessageKey, MessageValues } from './messages.js'

/** One redacted entry: its index in the published list (0 for the first; a board's rank - 1) and when */
export type CanonicalRedaction = { entry: number; redacted_at: string }

/** The canonical entries text with the names of `entries` (indexes) replaced, every other field kept */
export function redactCanonical(canonical: string, entries: readonly number[]) {
  const list = JSON.parse(canonical) as unknown[][]
  return JSON.stringify(
    list.map((entry, index) =>
      entries.includes(index) ? [DELETED_USER_LABEL, ...entry.slice(1)] : entry
    )
  )
}

/** The stored redactions (JSON text or null) as a list, by entry */
export function parseRedactions(stored: string | null): CanonicalRedaction[] {
  if (!stored) return []
  return (JSON.parse(stored) as CanonicalRedaction[]).sort((a, b) => a.entry - b.entry)
}

/**
 * What a check says of a published list with redacted names (entries counted from 1): version 1
 * (the name replaced in the hashed text) by default, or a raffle list (or a frozen board) of
 * version 2
 */
export function redactionNote(
  redactions: readonly CanonicalRedaction[],
  version: 1 | 2 = 1,
  kind: 'raffle' | 'board' = 'raffle'
): [MessageKey, MessageValues] {
  const values = {
    count: redactions.length,
    positions: redactions.map((r) => `#${r.entry + 1}`).join(', '),
    // the name the list shows now, as stored (the same in every language)
    label: DELETED_USER_LABEL,
  }
  if (version === 1) return ['draw_check.redacted_v1', values]
  return [kind === 'board' ? 'draw_check.redacted_v2_board' : 'draw_check.redacted_v2_list', values]
}
