import { useState } from 'react'
import { ShieldCheck } from 'lucide-react'
import { checkRaffleRecord, type RaffleCheck, type RaffleRecord } from '@shared/raffles'
import { BEACON_OFF_NOTICE } from '@shared/vault_draw'
import { call } from '~/lib/api_client'
import { NeonButton } from '~/components/ui/neon_button'
import { RecordValue, Verdict } from '~/components/verify/record_parts'
import { NewTabLink } from '~/components/ui/new_tab_link'
import { RedactionNote } from '~/components/verify/redaction_note'

type State =
  | { step: 'idle' }
  | { step: 'checking' }
  | { step: 'failed' }
  | { step: 'done'; check: RaffleCheck | null }

/**
 * "Check this draw": fetches the raffle's public record (GET /api/raffles/:id) and redoes the
 * draw in the browser with Web Crypto, through the same function the server drew with
 * (@shared/raffles): the seed against its hash, the entries against their SHA-256, and the
 * winners from the seed, the entries and the beacon round.
 */
export function RaffleCheckPanel({
  record,
  beaconUrl,
}: {
  record: RaffleRecord
  beaconUrl: string | null
}) {
  const [state, setState] = useState<State>({ step: 'idle' })
  const check = async () => {
    setState({ step: 'checking' })
    try {
      const result = await call('raffles.record', { params: { id: record.raffle.id } })
      if (!result.ok) return setState({ step: 'failed' })
      setState({ step: 'done', check: await checkRaffleRecord(result.data as RaffleRecord) })
    } catch {
      setState({ step: 'failed' })
    }
  }
  const beacon = record.beacon
  return (
    <section
      aria-label="Check this draw"
      data-raffle-check
      className="neon-panel space-y-5 p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 font-display text-sm font-bold tracking-widest text-neon-mint uppercase">
          <ShieldCheck aria-hidden className="h-5 w-5" />
          Check this draw
        </h2>
        <NeonButton
          variant="vapourMint"
          size="sm"
          onClick={() => void check()}
          disabled={state.step === 'checking'}
        >
          {state.step === 'checking' ? 'Checking…' : 'Recompute in my browser'}
        </NeonButton>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <RecordValue label="Seed hash (published at creation)" value={record.seed_hash} />
        <RecordValue label="Seed (revealed at the draw)" value={record.seed ?? '-'} />
        <RecordValue
          label="Entries SHA-256 (published at the close)"
          value={record.entries_sha256 ?? '-'}
        />
        <RecordValue
          label="Beacon round"
          value={beacon ? `#${beacon.round} · ${beacon.randomness}` : BEACON_OFF_NOTICE}
        />
      </dl>
      <details className="text-sm text-slate-300">
        <summary className="cursor-pointer text-xs tracking-widest text-muted uppercase">
          Canonical entries
        </summary>
        <pre className="mt-2 max-h-48 overflow-auto rounded-lg border border-white/10 bg-night-950/80 p-3 font-mono text-xs break-all whitespace-pre-wrap">
          {record.canonical}
        </pre>
      </details>
      <RedactionNote redactions={record.redactions} />
      <p className="text-sm text-slate-300">
        For winner k = 0, 1, …: HMAC-SHA256(key = seed, message ={' '}
        <code className="text-neon-cyan">id:k:beacon randomness</code>) as a number, modulo the
        tickets left; the entries cover consecutive ticket ranges in order, the one holding it wins
        and leaves the pool.
        {beacon && beaconUrl && (
          <>
            {' '}
            Fetch the round from drand yourself:{' '}
            <NewTabLink href={`${beaconUrl}/public/${beacon.round}`}>
              round {beacon.round}
            </NewTabLink>
            .
          </>
        )}
      </p>
      {state.step === 'failed' && (
        <p role="alert" className="text-sm text-neon-pink">
          Could not load the record, try again
        </p>
      )}
      {state.step === 'done' &&
        (state.check === null ? (
          <p className="text-sm text-slate-300">Nothing to check yet.</p>
        ) : (
          <ul className="space-y-2 text-sm" data-raffle-verdicts>
            <Verdict ok={state.check.seedMatches}>
              The seed matches the hash published at creation
            </Verdict>
            <Verdict ok={state.check.entriesMatch}>
              The entries match the SHA-256 published at the close
            </Verdict>
            <Verdict ok={state.check.matches}>
              Recomputed winners:{' '}
              {state.check.winners.map((w) => `${w.username} (ticket ${w.ticket})`).join(', ')}
              {state.check.matches ? ' — the same as published' : ' — NOT the published winners'}
            </Verdict>
          </ul>
        ))}
    </section>
  )
}
