import { useEffect, useState } from 'react'
import { ShieldCheck } from 'lucide-react'
import type { InertiaProps } from '~/types'
import { formatWhole } from '@shared/format'
import {
  BEACON_OFF_NOTICE,
  checkDrawRecord,
  type DrawCheck,
  type DrawRecord,
} from '@shared/vault_draw'
import { PageHeader } from '~/components/ui/page_header'
import { NewTabLink } from '~/components/ui/new_tab_link'
import { call, urlFor } from '~/lib/api_client'
import { RecordValue as Value, Verdict } from '~/components/verify/record_parts'

type Draw = { id: number; drawnAt: string | null; winner: string; amount: number; beacon: boolean }

type Props = {
  draws: Draw[]
  cycleId: number | null
  beaconUrl: string | null
  beaconChainHash: string | null
}

type CycleRecord = DrawRecord & {
  closed_at: string | null
  drawn_at: string | null
  total: number
  beacon_round: number | null
  beacon: { round: number; randomness: string; signature: string } | null
  message_source: 'beacon' | 'cycle_id' | null
  chain_hash: string | null
  prize: number | null
}

type State =
  | { step: 'idle' }
  | { step: 'loading' }
  | { step: 'failed'; message: string }
  | { step: 'done'; record: CycleRecord; check: DrawCheck | null }

function when(iso: string | null) {
  if (!iso) return '-'
  const at = new Date(iso).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'UTC',
  })
  return `${at} UTC`
}

/**
 * Redoes a past vault draw in the browser: fetches the cycle's public record and recomputes
 * the seed's SHA-256, the HMAC ticket and the winner with Web Crypto, through the same
 * function the server draws with (@shared/vault_draw).
 */
export default function VaultVerify({
  draws,
  cycleId,
  beaconUrl,
  beaconChainHash,
}: InertiaProps<Props>) {
  const [selected, setSelected] = useState<number | null>(cycleId ?? draws[0]?.id ?? null)
  const [state, setState] = useState<State>({ step: 'idle' })

  useEffect(() => {
    if (selected === null) return
    let current = true
    setState({ step: 'loading' })
    void (async () => {
      try {
        const result = await call('vault.cycles.show', { params: { id: selected } })
        if (!current) return
        if (!result.ok) {
          setState({ step: 'failed', message: result.data.message ?? 'Vault cycle not found' })
          return
        }
        const record = result.data as CycleRecord
        const check = await checkDrawRecord(record)
        if (current) setState({ step: 'done', record, check })
      } catch {
        if (current) setState({ step: 'failed', message: 'Could not load this cycle' })
      }
    })()
    return () => {
      current = false
    }
  }, [selected])

  return (
    <>
      <PageHeader
        title="Verify a draw"
        subtitle="Redo any past vault draw yourself, right here in your browser."
      />
      <div className="mx-auto max-w-5xl space-y-6 px-4">
        <section className="neon-panel p-5 sm:p-6">
          <label htmlFor="verify-cycle" className="text-xs tracking-widest text-muted uppercase">
            Draw
          </label>
          {draws.length === 0 ? (
            <p className="mt-2 text-sm text-slate-300">No draws yet.</p>
          ) : (
            <select
              id="verify-cycle"
              value={selected ?? ''}
              onChange={(event) => setSelected(Number(event.target.value))}
              className="mt-2 block w-full rounded-lg border border-white/10 bg-night-950/80 px-3 py-2 text-sm text-white"
            >
              {selected !== null && !draws.some((d) => d.id === selected) && (
                <option value={selected}>Cycle #{selected}</option>
              )}
              {draws.map((d) => (
                <option key={d.id} value={d.id}>
                  Cycle #{d.id}: {d.winner} won ${formatWhole(d.amount)} ({when(d.drawnAt)})
                </option>
              ))}
            </select>
          )}
          <p className="mt-3 text-sm text-slate-300">
            The ticket is HMAC-SHA256 of the message, keyed with the revealed seed, modulo the
            dollars contributed; every dollar is one ticket, in contribution order. The message
            holds the randomness of the first drand beacon round published after the vault closed,
            which nobody could know when it closed.
          </p>
        </section>

        {state.step === 'loading' && (
          <p className="text-center text-sm text-slate-300">Checking…</p>
        )}
        {state.step === 'failed' && (
          <p role="alert" className="text-center text-sm text-neon-pink">
            {state.message}
          </p>
        )}
        {state.step === 'done' && (
          <Result
            record={state.record}
            check={state.check}
            // the link only for a round of the chain this site is configured with
            beaconUrl={
              !state.record.chain_hash || state.record.chain_hash === beaconChainHash
                ? beaconUrl
                : null
            }
          />
        )}
      </div>
    </>
  )
}

function Result({
  record,
  check,
  beaconUrl,
}: {
  record: CycleRecord
  check: DrawCheck | null
  beaconUrl: string | null
}) {
  const beacon = record.beacon
  return (
    <section aria-label="Draw check" data-draw-check className="neon-panel space-y-5 p-5 sm:p-6">
      <h2 className="flex items-center gap-2 font-display text-sm font-bold tracking-widest text-neon-mint uppercase">
        <ShieldCheck aria-hidden className="h-5 w-5" />
        Cycle #{record.id}
      </h2>
      {check === null ? (
        <p className="text-sm text-slate-300">
          This cycle has not been drawn yet: its seed stays secret until the draw.
          {record.closed_at !== null &&
            (record.beacon_round !== null
              ? ` The vault closed and the draw waits for beacon round ${record.beacon_round}.`
              : ' The vault closed and the draw waits for the first beacon round after the close.')}
        </p>
      ) : (
        <ul className="space-y-1 text-sm">
          <Verdict ok={check.seedMatches}>
            {check.seedMatches
              ? 'The revealed seed hashes to the seed hash published when the cycle opened.'
              : 'The revealed seed does NOT match the published seed hash.'}
          </Verdict>
          <Verdict ok={check.matches}>
            {check.matches
              ? `Recomputed ticket ${check.ticket} of ${check.total}: ${check.winner} wins, as published.`
              : `Recomputed ticket ${check.ticket} of ${check.total} gives ${check.winner}, which is NOT the published result.`}
          </Verdict>
        </ul>
      )}
      <dl className="grid gap-4">
        <Value label="Seed hash (SHA-256)" value={record.seed_hash} />
        <Value label="Seed" value={record.seed ?? 'Revealed after the draw'} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Value label="Closed" value={when(record.closed_at)} mono={false} />
          <Value label="Drawn" value={when(record.drawn_at)} mono={false} />
        </div>
        <Value
          label="Beacon"
          mono={false}
          value={
            beacon
              ? `drand round ${beacon.round}`
              : record.message_source === 'cycle_id'
                ? `${BEACON_OFF_NOTICE}: drawn from the cycle id alone`
                : '-'
          }
        />
        <Value
          label="Beacon chain (hash)"
          value={record.chain_hash ?? (record.closed_at ? 'None' : '-')}
        />
        {beacon && (
          <>
            <Value label="Beacon randomness" value={beacon.randomness} />
            <Value label="Beacon signature" value={beacon.signature} />
          </>
        )}
        <Value label="Message" value={record.message ?? '-'} />
      </dl>
      {beacon && beaconUrl && (
        <NewTabLink href={`${beaconUrl}/public/${beacon.round}`}>
          This round on the drand chain
        </NewTabLink>
      )}
      <div>
        <h3 className="text-xs tracking-widest text-muted uppercase">
          Contributions ({record.contributions.length}, ${formatWhole(record.total)})
        </h3>
        <ol className="mt-2 divide-y divide-white/5 rounded-lg border border-white/10 bg-night-950/60 text-sm">
          {ticketRanges(record.contributions).map((c) => (
            <li
              key={c.id}
              className={`flex flex-wrap justify-between gap-2 px-3 py-2 ${check?.winner === c.username && check.ticket >= c.from && check.ticket < c.to ? 'text-gold' : 'text-slate-200'}`}
            >
              <span className="font-semibold">{c.username}</span>
              <span className="font-mono text-xs text-slate-400">
                ${formatWhole(c.amount)} · tickets {c.from}–{c.to - 1}
              </span>
            </li>
          ))}
        </ol>
      </div>
      <NewTabLink href={urlFor('vault.cycles.show', { id: record.id })}>
        The public record (JSON)
      </NewTabLink>
    </section>
  )
}

function ticketRanges(contributions: DrawRecord['contributions']) {
  let from = 0
  return [...contributions]
    .sort((a, b) => a.id - b.id)
    .map((c) => {
      const range = { ...c, from, to: from + c.amount }
      from = range.to
      return range
    })
}
