import { redactionNote, type CanonicalRedaction } from '@shared/redactions'

/** Which names of a published list were redacted after it was hashed, and what that means for the check */
export function RedactionNote({
  redactions,
  version = 1,
}: {
  redactions?: CanonicalRedaction[]
  /** a raffle list's canonical_version (#shared/entry_commitments); 1 for boards */
  version?: 1 | 2
}) {
  if (!redactions || redactions.length === 0) return null
  return (
    <p data-redactions className="text-sm text-slate-300">
      {redactionNote(redactions, version)}
    </p>
  )
}
