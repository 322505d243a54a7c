import { redactionNote, type CanonicalRedaction } from '@shared/redactions'
import { useT } from '~/lib/i18n'

/** Which names of a published list were redacted after it was hashed, and what that means for the check */
export function RedactionNote({
  redactions,
  version = 1,
  kind = 'raffle',
}: {
  redactions?: CanonicalRedaction[]
  /** the record's canonical_version (a raffle list's or a frozen board's) */
  version?: 1 | 2
  kind?: 'raffle' | 'board'
}) {
  const t = useT()
  if (!redactions || redactions.length === 0) return null
  return (
    <p data-redactions className="text-sm text-slate-300">
      {t(...redactionNote(redactions, version, kind))}
    </p>
  )
}
