import { useEffect, useState } from 'react'
import type { InertiaProps } from '~/types'
import { formatUsd } from '@shared/format'
import { checkDrawRecord, type DrawCheck } from '@shared/vault_draw'
import type { PinnedChain } from '@shared/draw_procedure'
import type { CheckStep } from '@shared/check_steps'
import { PageHeader } from '~/components/ui/page_header'
import { BeaconOffNotice } from '~/components/ui/beacon_off_notice'
import { call } from '~/lib/api_client'
import { apiMessage } from '~/lib/api_message'
import { drawTime, VaultCycleCheck, type CycleRecord } from '~/components/verify/vault_cycle_check'
import { useLocale, useT } from '~/lib/i18n'

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
  const t = useT()
  const locale = useLocale()
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
          setState({
            step: 'failed',
            message: apiMessage(result.data) ?? t('verify.cycle_not_found'),
          })
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
        if (current) setState({ step: 'failed', message: t('verify.cycle_load_failed') })
      }
    })()
    return () => {
      current = false
    }
  }, [selected, pinnedChain, t])

  return (
    <>
      <PageHeader title={t('verify.title')} subtitle={t('verify.subtitle')} />
      <div className="mx-auto max-w-5xl space-y-6 px-4">
        <section className="neon-panel p-5 sm:p-6">
          <label htmlFor="verify-cycle" className="text-xs tracking-widest text-muted uppercase">
            {t('verify.draw_label')}
          </label>
          {draws.length === 0 ? (
            <p className="mt-2 text-sm text-slate-300">{t('verify.no_draws')}</p>
          ) : (
            <select
              id="verify-cycle"
              value={selected ?? ''}
              onChange={(event) => setSelected(Number(event.target.value))}
              className="mt-2 block w-full rounded-lg border border-white/10 bg-night-950/80 px-3 py-2 text-sm text-white"
            >
              {selected !== null && !draws.some((d) => d.id === selected) && (
                <option value={selected}>
                  {t('verify.cycle_option', { id: String(selected) })}
                </option>
              )}
              {draws.map((d) => (
                <option key={d.id} value={d.id}>
                  {t('verify.draw_option', {
                    id: String(d.id),
                    winner: d.winner,
                    amount: formatUsd(d.amount, locale),
                    time: drawTime(d.drawnAt, locale),
                  })}
                </option>
              ))}
            </select>
          )}
          <p className="mt-3 text-sm text-slate-300">{t('verify.ticket_explained')}</p>
          {!beaconVerified && <BeaconOffNotice>{t('verify.beacon_off')}</BeaconOffNotice>}
        </section>

        {state.step === 'loading' && (
          <p className="text-center text-sm text-slate-300">{t('verify.checking')}</p>
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
