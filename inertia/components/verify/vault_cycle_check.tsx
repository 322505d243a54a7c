import { ShieldCheck } from 'lucide-react'
import { BEACON_OFF_NOTICE, type DrawCheck, type DrawRecord } from '@shared/vault_draw'
import { NewTabLink } from '~/components/ui/new_tab_link'
import { urlFor } from '~/lib/api_client'
import { RecordValue as Value } from '~/components/verify/record_parts'
import { DrawCheckSteps, DrawProcedure } from '~/components/verify/draw_check_steps'
import { pinnedChainText, type PinnedChain } from '@shared/draw_procedure'
import type { CheckStep } from '@shared/check_steps'
import { VaultTicketList } from '~/components/verify/vault_ticket_list'
import type { Locale } from '@shared/locales'
import { useLocale, useT } from '~/lib/i18n'

/** A vault cycle's public record, as GET /api/vault/cycles/:id answers it */
export type CycleRecord = DrawRecord & {
  closed_at: string | null
  drawn_at: string | null
  total: number
  beacon_round: number | null
  beacon: { round: number; randomness: string; signature: string } | null
  message_source: 'beacon' | 'cycle_id' | null
  chain_hash: string | null
  prize: number | null
}

/**
 * A draw's time as the verify page shows it, to the second: '1 Mar 2026, 12:00:00 UTC' in
 * English (the British day-first form it always had)
 */
export function drawTime(iso: string | null, locale: Locale) {
  if (!iso) return '-'
  const at = new Date(iso).toLocaleString(locale === 'en' ? 'en-GB' : locale, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'UTC',
  })
  return `${at} UTC`
}

/** The check of one vault cycle: the steps, the record's values and its tickets */
export function VaultCycleCheck({
  record,
  check,
  steps,
  beaconUrl,
  pinnedChain,
}: {
  record: CycleRecord
  check: DrawCheck | null
  steps: CheckStep[] | null
  beaconUrl: string | null
  pinnedChain: PinnedChain | null
}) {
  const t = useT()
  const locale = useLocale()
  const beacon = record.beacon
  return (
    <section
      aria-label={t('verify.check_label')}
      data-draw-check
      className="neon-panel space-y-5 p-5 sm:p-6"
    >
      <h2 className="flex items-center gap-2 font-display text-sm font-bold tracking-widest text-neon-mint uppercase">
        <ShieldCheck aria-hidden className="h-5 w-5" />
        {t('verify.check_heading', { id: String(record.id) })}
      </h2>
      {steps === null ? (
        <p className="text-sm text-slate-300">
          {t('verify.not_drawn')}
          {record.closed_at !== null &&
            ` ${
              record.beacon_round !== null
                ? t('verify.waits_for_round', { round: String(record.beacon_round) })
                : t('verify.waits_for_first_round')
            }`}
        </p>
      ) : (
        <DrawCheckSteps steps={steps} />
      )}
      <dl className="grid gap-4">
        <Value label={t('verify.seed_hash')} value={record.seed_hash} />
        <Value label={t('verify.seed')} value={record.seed ?? t('verify.seed_hidden')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Value
            label={t('verify.closed')}
            value={drawTime(record.closed_at, locale)}
            mono={false}
          />
          <Value label={t('verify.drawn')} value={drawTime(record.drawn_at, locale)} mono={false} />
        </div>
        <Value
          label={t('verify.beacon')}
          mono={false}
          value={
            beacon
              ? t('verify.beacon_round', { round: String(beacon.round) })
              : record.message_source === 'cycle_id'
                ? `${t(BEACON_OFF_NOTICE)}: ${t('verify.beacon_cycle_id')}`
                : '-'
          }
        />
        <Value
          label={t('verify.beacon_chain')}
          value={record.chain_hash ?? (record.closed_at ? t('verify.beacon_chain_none') : '-')}
        />
        {beacon && (
          <>
            <Value label={t('verify.beacon_randomness')} value={beacon.randomness} />
            <Value label={t('verify.beacon_signature')} value={beacon.signature} />
          </>
        )}
        <Value label={t('verify.pinned_chain')} value={pinnedChainText(pinnedChain, t)} />
        <Value label={t('verify.message')} value={record.message ?? '-'} />
      </dl>
      <DrawProcedure kind="vault" />
      {beacon && beaconUrl && (
        <NewTabLink href={`${beaconUrl}/public/${beacon.round}`}>
          {t('verify.round_link')}
        </NewTabLink>
      )}
      <VaultTicketList record={record} check={check} />
      <NewTabLink href={urlFor('vault.cycles.show', { id: record.id })}>
        {t('verify.record_link')}
      </NewTabLink>
    </section>
  )
}
