import { useEffect, useState } from 'react'
import { Download, ShieldCheck } from 'lucide-react'
import type { CanonicalRedaction } from '@shared/redactions'
import { checkNames, type EntryName, type NamesCheck } from '@shared/entry_commitments'
import { formatWhole } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'

/** GET /api/leaderboards/history/{id}: the frozen board, its SHA-256 and the payouts */
export type HistoryRecord = {
  id: number
  provider: string
  end_date: string
  canonical_version: 1 | 2
  canonical: string | null
  sha256: string | null
  /** version 2: each rank's [name, salt], [label, null] once redacted */
  names: EntryName[] | null
  redactions?: CanonicalRedaction[]
  winners: {
    rank: number
    name: string
    prize: number
    payout: { status: 'pending' | 'paid' | 'void'; reference: string | null }
  }[]
}

/**
 * The board as frozen when the period closed, and its SHA-256: downloading the exact text and
 * hashing it shows the published board was not edited afterwards.
 */
export function BoardDigest({
  canonical,
  sha256,
  provider,
}: {
  canonical: string
  sha256: string
  provider: string
}) {
  const t = useT()
  const [href, setHref] = useState<string | null>(null)
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([canonical], { type: 'application/json' }))
    setHref(url)
    return () => URL.revokeObjectURL(url)
  }, [canonical])
  const file = `${provider}-board.json`
  return (
    <section
      aria-label={t('leaderboard.digest_label')}
      className="mt-5 rounded-xl border border-neon-cyan/30 bg-neon-cyan/5 px-4 py-3"
    >
      <h3 className="flex items-center gap-1.5 font-display text-xs font-semibold tracking-widest text-neon-cyan uppercase">
        <ShieldCheck aria-hidden className="h-4 w-4" /> {t('leaderboard.digest_title')}
      </h3>
      <p className="mt-2 text-[0.65rem] tracking-widest text-muted uppercase">SHA-256</p>
      <code data-board-sha256 className="block font-mono text-xs break-all text-white">
        {sha256}
      </code>
      <p className="mt-2 text-xs text-slate-300">
        {t('leaderboard.digest_how_run')}{' '}
        <code className="font-mono text-neon-mint">sha256sum {file}</code>{' '}
        {t('leaderboard.digest_how_macos')}{' '}
        <code className="font-mono text-neon-mint">shasum -a 256 {file}</code>
        {t('leaderboard.digest_how_compare')}
      </p>
      {href && (
        <a
          href={href}
          download={file}
          className="mt-2 inline-flex items-center gap-1.5 text-xs font-semibold text-neon-cyan hover:underline"
        >
          <Download aria-hidden className="h-3.5 w-3.5" />{' '}
          {t('leaderboard.digest_download', { file })}
        </a>
      )}
    </section>
  )
}

/**
 * A board of version 2 commits to each rank's name (SHA-256 of `salt:name`, the name_commit of
 * the frozen text): the dialog checks every published name and salt against its commit.
 */
export function NamesChecked({ record }: { record: HistoryRecord }) {
  const t = useT()
  const locale = useLocale()
  const [result, setResult] = useState<NamesCheck | null>(null)
  useEffect(() => {
    if (!record.canonical) return
    let current = true
    const board = (JSON.parse(record.canonical) as { board: { name_commit: string }[] }).board
    void checkNames(
      board.map((row) => row.name_commit),
      record.names
    ).then((checked) => current && setResult(checked))
    return () => {
      current = false
    }
  }, [record])
  if (!result) return null
  return (
    <p data-names-check className="mt-3 text-sm text-slate-300">
      {t('leaderboard.names_matched', { named: formatWhole(result.named, locale) })}
      {result.redacted.length > 0 &&
        t('leaderboard.names_redacted', { count: formatWhole(result.redacted.length, locale) })}
      {result.mismatched.length > 0 &&
        t('leaderboard.names_mismatched', {
          ranks: result.mismatched.map((i) => `#${i + 1}`).join(', '),
        })}
      .
    </p>
  )
}
