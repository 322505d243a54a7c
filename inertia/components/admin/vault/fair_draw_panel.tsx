import { ShieldCheck } from 'lucide-react'
import { AdminPanel } from '~/components/admin/admin_page'
import { NewTabLink } from '~/components/ui/new_tab_link'
import { urlFor } from '~/lib/api_client'
import type { VaultCycleSummary } from '~/hooks/use_vault_admin'
import { DrawStatus } from '~/components/admin/vault/draw_status'
import { vaultDollars as dollars } from '~/components/admin/vault/vault_dollars'
import { formatWhole } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'

/** Fair draw: how the winner is drawn, this cycle's contributors and seed hash, its record */
export function FairDrawPanel({
  cycle,
  seedHash,
}: {
  cycle: VaultCycleSummary
  seedHash: string | null
}) {
  const t = useT()
  const locale = useLocale()
  return (
    <AdminPanel title={t('admin_vault.fair_draw')}>
      <div className="space-y-3 text-sm text-slate-300">
        <p className="flex items-start gap-2">
          <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-neon-mint" aria-hidden />
          <span>{t('admin_vault.fair_draw_explained')}</span>
        </p>
        <dl className="grid grid-cols-2 gap-3">
          <div>
            <dt className="neon-label">{t('admin_vault.contributors')}</dt>
            <dd className="font-semibold text-white tabular-nums">
              {formatWhole(cycle.contributors, locale)}
            </dd>
          </div>
          <div>
            <dt className="neon-label">{t('admin_vault.contributed')}</dt>
            <dd className="font-semibold text-white tabular-nums">
              {dollars(cycle.dollars, locale)}
            </dd>
          </div>
        </dl>
        <DrawStatus cycle={cycle} />
        <div>
          <p className="neon-label">{t('admin_vault.seed_hash')}</p>
          <code className="block rounded-lg bg-night-950/70 p-2 font-mono text-[11px] break-all text-slate-400 ring-1 ring-white/10">
            {seedHash ?? t('admin_vault.no_cycle')}
          </code>
        </div>
        {cycle.id && (
          <NewTabLink href={urlFor('vault.cycles.show', { id: cycle.id })}>
            {t('admin_vault.cycle_record')}
          </NewTabLink>
        )}
      </div>
    </AdminPanel>
  )
}
