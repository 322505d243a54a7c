import { useEffect, useState } from 'react'
import type { InertiaProps } from '~/types'
import { formatWhole } from '@shared/format'
import { checkDrawRecord, type DrawCheck } from '@shared/vault_draw'
import type { PinnedChain } from '@shared/draw_procedure'
import type { CheckStep } from '@shared/beacon_check'
import { PageHeader } from '~/components/ui/page_header'
import { BeaconOffNotice } from '~/components/ui/beacon_off_notice'
import { call } from '~/lib/api_client'
import { apiMessage } from '~/lib/api_message'
import { drawTime, VaultCycleCheck, type CycleRecord } from '~/components/verify/vault_cycle_check'

type Draw = { id: number; drawnAt: string | null; winner: string; amount: number; beacon: boolean }

type Props = {
  draws: Draw[]
  cycleId: number | null
  beaconUrl: string | null
  beaconChainHash: string | null
  /** false with VAULT_BEACON_URL=off: draws use no public beacon */
  beaconVerified: boolean
  /** the drand chain the site pins: rounds are verified against it, not against the record */
  pinnedChain: PinnedChain | null
}

type State =
  | { step: 'idle' }
  | { step: 'loading' }
  | { step: 'failed'; message: string }
  | { step: 'done'; record: CycleRecord; check: DrawCheck | null; steps: CheckStep[] | null }

/**
 * Redoes a past vault draw in the browser: fetches the cycle's public record, loads the
 * verification code (its own chunk, @shared/draw_verification) and checks the beacon round's
 * BLS signature against the pinned chain, that it is the first round after the close, the
 * seed's SHA-256, and the HMAC ticket and winner through the same function the server draws
 * with (@shared/vault_draw).
 */
export default function VaultVerify({
  draws,
  cycleId,
  beaconUrl,
  beaconChainHash,
  beaconVerified,
  pinnedChain,
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
          setState({ step: 'failed', message: apiMessage(result.data) ?? 'Vault cycle not found' })
          return
        }
        const record = result.data as CycleRecord
        const { checkVaultDraw } = await import('@shared/draw_verification')
        const [check, steps] = await Promise.all([
          checkDrawRecord(record),
          checkVaultDraw(record, pinnedChain),
        ])
        if (current) setState({ step: 'done', record, check, steps })
      } catch {
        if (current) setState({ step: 'failed', message: 'Could not load this cycle' })
      }
    })()
    return () => {
      current = false
    }
  }, [selected, pinnedChain])

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
                  Cycle #{d.id}: {d.winner} won ${formatWhole(d.amount)} ({drawTime(d.drawnAt)})
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
          {!beaconVerified && (
            <BeaconOffNotice>
              vault draws are made from the seed and the cycle number alone, with no public drand
              round.
            </BeaconOffNotice>
          )}
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
          <VaultCycleCheck
            record={state.record}
            check={state.check}
            steps={state.steps}
            pinnedChain={pinnedChain}
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
