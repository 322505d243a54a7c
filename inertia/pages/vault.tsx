import { Link } from '@inertiajs/react'
import { shownName } from '@shared/deleted_user'
import { Lock, Radio, ScrollText, ShieldCheck, Trophy } from 'lucide-react'
import type { InertiaProps } from '~/types'
import type { Data } from '@generated/data'
import { formatUsd, formatWhole } from '@shared/format'
import type { Locale } from '@shared/locales'
import { isVaultPadRow, padVaultWinners } from '@shared/vault'
import { PageHeader } from '~/components/ui/page_header'
import { NeonButton } from '~/components/ui/neon_button'
import { lazyDialog } from '~/components/ui/lazy_dialog'
import { useServerValue } from '~/hooks/use_server_value'
import { urlFor } from '~/lib/api_client'
import { useLiveProps } from '~/hooks/use_live_props'
import { BeaconOffNotice } from '~/components/ui/beacon_off_notice'
import { useDialogState } from '~/hooks/use_dialog_state'
import { useLocale, useT } from '~/lib/i18n'

const AddToVaultDialog = lazyDialog(() =>
  import('~/components/vault/add_to_vault_dialog').then((m) => m.AddToVaultDialog)
)
const VaultRulesDialog = lazyDialog(() =>
  import('~/components/vault/vault_rules_dialog').then((m) => m.VaultRulesDialog)
)

type Props = {
  vault: Data.Vault
  winners: Data.VaultWinner[]
  seedHash: string | null
  pointsPerDollar: number
  /** false with VAULT_BEACON_URL=off: draws use the cycle id alone */
  beaconVerified: boolean
}

/** A winner's day, UTC: '01 Mar 2026' in English (the British day-first form it always had) */
function winnerDate(date: string | null, locale: Locale) {
  if (!date) return '-'
  const parsed = new Date(date)
  return Number.isNaN(parsed.getTime())
    ? '-'
    : parsed.toLocaleDateString(locale === 'en' ? 'en-GB' : locale, {
        day: '2-digit',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      })
}

const PLACE_TINT = ['text-gold', 'text-silver', 'text-bronze']

export default function Vault({
  vault,
  winners,
  seedHash,
  pointsPerDollar,
  beaconVerified,
}: InertiaProps<Props>) {
  useLiveProps('vault', ['vault', 'winners', 'seedHash', 'pointsPerDollar'])
  const t = useT()
  const locale = useLocale()
  const [value, setValue] = useServerValue(vault.value)
  const [addDialog, showAdd] = useDialogState()
  const [rulesDialog, showRules] = useDialogState()

  return (
    <>
      <PageHeader title={t('vault.title')} subtitle={t('vault.subtitle')} />
      <div className="mx-auto max-w-5xl space-y-10 px-4">
        <section
          aria-label={t('vault.current_label')}
          className="neon-panel relative overflow-hidden px-6 py-10 text-center sm:py-14"
        >
          <div
            aria-hidden
            className="absolute top-1/2 left-1/2 h-80 w-80 -translate-x-1/2 -translate-y-1/2 rounded-full bg-gold/10 blur-3xl"
          />
          <div className="relative">
            <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-2xl border border-gold/40 bg-gold/10 text-gold shadow-[0_0_32px_-6px_rgb(255_213_74/0.6)]">
              <Lock aria-hidden className="h-8 w-8" />
            </span>
            <p className="mt-6 font-display text-xs font-semibold tracking-[0.3em] text-neon-cyan uppercase">
              {t('vault.current_heading')}
            </p>
            <p
              data-vault-value
              className="mt-2 font-display text-6xl font-extrabold text-gold drop-shadow-[0_0_28px_rgb(255_213_74/0.55)] sm:text-8xl"
            >
              {formatUsd(value, locale)}
            </p>
            <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-night-950/70 px-4 py-1.5 text-sm text-slate-200">
              <Radio aria-hidden className="h-4 w-4 text-neon-pink" />
              <span>
                {`${t('vault.active_for')} `}
                <strong className="text-white">
                  {formatWhole(vault.streams_active, locale)}
                </strong>{' '}
                {t('vault.active_streams', { count: vault.streams_active })}
              </span>
            </p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <NeonButton size="lg" onClick={showAdd}>
                {t('vault.add_button')}
              </NeonButton>
              <NeonButton size="lg" variant="vapourGray" icon={ScrollText} onClick={showRules}>
                {t('vault.rules_button')}
              </NeonButton>
            </div>
          </div>
        </section>

        <section aria-labelledby="vault-winners">
          <h2 id="vault-winners" className="neon-title mb-5 text-center text-xl sm:text-2xl">
            {t('vault.winners_title')}
          </h2>
          <ol className="grid gap-3 sm:grid-cols-3">
            {padVaultWinners(winners).map((w, i) => (
              <li
                key={`${i}-${w.username}`}
                data-vault-winner
                className="neon-panel flex items-center gap-4 p-4"
              >
                <span
                  className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-night-950/70 ${PLACE_TINT[i] ?? 'text-slate-300'}`}
                >
                  <Trophy aria-hidden className="h-5 w-5" />
                </span>
                <div className="min-w-0">
                  <p className="truncate font-semibold text-white">
                    {isVaultPadRow(w) ? t('labels.vault_unknown_winner') : shownName(w.username, t)}
                  </p>
                  <p className="font-display text-lg font-bold text-gold">
                    {formatUsd(w.amount, locale)}
                  </p>
                  <p className="text-xs text-slate-400">{winnerDate(w.date, locale)}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="vault-fair" className="neon-panel p-5 sm:p-6">
          <h2
            id="vault-fair"
            className="flex items-center gap-2 font-display text-sm font-bold tracking-widest text-neon-mint uppercase"
          >
            <ShieldCheck aria-hidden className="h-5 w-5" />
            {t('vault.fair_title')}
          </h2>
          <p className="mt-2 text-sm text-slate-300">{t('vault.fair_text')}</p>
          {beaconVerified ? (
            <p className="mt-2 text-sm text-slate-300">{t('vault.fair_beacon')}</p>
          ) : (
            <BeaconOffNotice>{t('vault.fair_beacon_off')}</BeaconOffNotice>
          )}
          <p className="mt-3 text-xs tracking-widest text-muted uppercase">
            {t('vault.seed_hash_label')}
          </p>
          <code
            data-seed-hash
            className="mt-1 block rounded-lg border border-white/10 bg-night-950/80 px-3 py-2 font-mono text-xs break-all text-slate-100 sm:text-sm"
          >
            {seedHash ?? t('vault.seed_hash_pending')}
          </code>
          <Link
            href={urlFor('vault.verify')}
            data-verify-link
            className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-neon-cyan hover:underline"
          >
            {t('vault.verify_link')}
          </Link>
        </section>
      </div>
      <AddToVaultDialog
        {...addDialog}
        pointsPerDollar={pointsPerDollar}
        onAdded={(next) => Number.isFinite(next) && setValue(next)}
      />
      <VaultRulesDialog {...rulesDialog} pointsPerDollar={pointsPerDollar} />
    </>
  )
}
