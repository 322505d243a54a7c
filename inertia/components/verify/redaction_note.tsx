import { redactionNote, type CanonicalRedaction } from '@shared/redactions'

/** Which names of a published list were redacted after it was hashed, and what that means for the check */
export function RedactionNote({ redactions }: { redactions?: CanonicalRedaction[] }) {
  if (!redactions || redactions.length === 0) return null
  return (
    <p data-redactions className="text-sm text-slate-300">
      {redactionNote(redactions)}
    </p>
  )
}
