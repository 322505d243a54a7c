import { redactionNote, type CanonicalRedaction } from '@shared/raffle_redactions'

/** Which entrants' names were redacted from the canonical list after the close, and what it means for the check */
export function RedactionNote({ redactions }: { redactions?: CanonicalRedaction[] }) {
  if (!redactions || redactions.length === 0) return null
  return (
    <p data-raffle-redactions className="text-sm text-slate-300">
      {redactionNote(redactions)}
    </p>
  )
}
