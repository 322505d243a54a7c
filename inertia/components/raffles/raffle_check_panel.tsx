import { useState } from 'react'
import { ShieldCheck } from 'lucide-react'
import type { RaffleRecord } from '@shared/raffles'
import { pinnedChainText, type PinnedChain } from '@shared/draw_procedure'
import type { CheckStep } from '@shared/check_steps'
import { BEACON_OFF_NOTICE } from '@shared/vault_draw'
import { call } from '~/lib/api_client'
import { NeonButton } from '~/components/ui/neon_button'
import { RecordValue } from '~/components/verify/record_parts'
import { DrawCheckSteps, DrawProcedure } from '~/components/verify/draw_check_steps'
import { NewTabLink } from '~/components/ui/new_tab_link'
import { RedactionNote } from '~/components/verify/redaction_note'
import { useT } from '~/lib/i18n'
import { useRichT } from '~/components/content/rich_message'

type State =
  | { step: 'idle' }
  | { step: 'checking' }
  | { step: 'failed' }
  | { step: 'done'; steps: CheckStep[] | null }

/**
 * "Check this draw": fetches the raffle's public record (GET /api/raffles/:id; a tournament's
 * seeding passes its own `load`, the same draw in a raffle record's shape), loads the
 * verification code (its own chunk, @shared/draw_verification) and redoes every step in the
 * browser: the beacon round's BLS signature against the chain the site pins (`pinnedChain`),
 * that it is the first round after the close, the seed against its hash, the entries against
 * their SHA-256, and the winners through the same function the server drew with.
 */
export function RaffleCheckPanel({
  record,
  beaconUrl,
  pinnedChain,
  load,
  kind = 'raffle',
}: {
  record: RaffleRecord
  beaconUrl: string | null
  pinnedChain: PinnedChain | null
  /** where the record is fetched fresh (a tournament's seeding); the raffle's by default */
  load?: () => Promise<RaffleRecord | null>
  /** whose procedure is listed: a raffle's, or a tournament's seeding (the same draw) */
  kind?: 'raffle' | 'tournament'
}) {
  const t = useT()
  const richT = useRichT()
  const [state, setState] = useState<State>({ step: 'idle' })
  const check = async () => {
    setState({ step: 'checking' })
    try {
      const fetchRecord =
        load ??
        (async () => {
          const result = await call('raffles.record', { params: { id: record.raffle.id } })
          return result.ok ? (result.data as RaffleRecord) : null
        })
      const [fresh, { checkRaffleDraw }] = await Promise.all([
        fetchRecord(),
        import('@shared/draw_verification'),
      ])
      if (!fresh) return setState({ step: 'failed' })
      const steps = await checkRaffleDraw(fresh, pinnedChain)
      setState({ step: 'done', steps })
    } catch {
      setState({ step: 'failed' })
    }
  }
  const beacon = record.beacon
  return (
    <section
      aria-label={t('raffles.check_this_draw')}
      data-raffle-check
      className="neon-panel space-y-5 p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 font-display text-sm font-bold tracking-widest text-neon-mint uppercase">
          <ShieldCheck aria-hidden className="h-5 w-5" />
          {t('raffles.check_this_draw')}
        </h2>
        <NeonButton
          variant="vapourMint"
          size="sm"
          onClick={() => void check()}
          disabled={state.step === 'checking'}
        >
          {state.step === 'checking' ? t('raffles.checking') : t('raffles.recompute')}
        </NeonButton>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <RecordValue label={t('raffles.check_seed_hash')} value={record.seed_hash} />
        <RecordValue label={t('raffles.check_seed')} value={record.seed ?? '-'} />
        <RecordValue label={t('raffles.check_entries_sha')} value={record.entries_sha256 ?? '-'} />
        <RecordValue
          label={t('raffles.check_beacon_round')}
          value={beacon ? `#${beacon.round} · ${beacon.randomness}` : t(BEACON_OFF_NOTICE)}
        />
        <RecordValue
          label={t('raffles.check_pinned_chain')}
          value={pinnedChainText(pinnedChain, t)}
        />
      </dl>
      <details className="text-sm text-slate-300">
        <summary className="cursor-pointer text-xs tracking-widest text-muted uppercase">
          {t('raffles.canonical_entries')}
        </summary>
        <pre className="mt-2 max-h-48 overflow-auto rounded-lg border border-white/10 bg-night-950/80 p-3 font-mono text-xs break-all whitespace-pre-wrap">
          {record.canonical}
        </pre>
      </details>
      {record.names && (
        <details className="text-sm text-slate-300">
          <summary className="cursor-pointer text-xs tracking-widest text-muted uppercase">
            {t('raffles.names_and_salts')}
          </summary>
          <pre
            data-entry-names
            className="mt-2 max-h-48 overflow-auto rounded-lg border border-white/10 bg-night-950/80 p-3 font-mono text-xs break-all whitespace-pre-wrap"
          >
            {JSON.stringify(record.names)}
          </pre>
        </details>
      )}
      <RedactionNote
        redactions={record.redactions}
        version={record.canonical_version === 2 ? 2 : 1}
      />
      {beacon && beaconUrl && (
        <p className="text-sm text-slate-300">
          {richT('raffles.fetch_round', {
            link: (
              <NewTabLink href={`${beaconUrl}/public/${beacon.round}`}>
                {t('raffles.round', { round: String(beacon.round) })}
              </NewTabLink>
            ),
          })}
        </p>
      )}
      <DrawProcedure kind={kind} />
      {state.step === 'failed' && (
        <p role="alert" className="text-sm text-neon-pink">
          {t('raffles.load_failed')}
        </p>
      )}
      {state.step === 'done' &&
        (state.steps === null ? (
          <p className="text-sm text-slate-300">{t('raffles.nothing_to_check')}</p>
        ) : (
          <div data-raffle-verdicts>
            <DrawCheckSteps steps={state.steps} />
          </div>
        ))}
    </section>
  )
}
