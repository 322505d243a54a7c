import { Hourglass } from 'lucide-react'
import { LocalDate } from '~/components/admin/local_date'
import { vaultDollars as dollars } from '~/components/admin/vault/vault_dollars'
import { formatWhole } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'

export type WaitingVaultDraw = { closedAt: string; round: number | null; prize: number }

/**
 * A vault draw closed and waiting for its beacon round (however long it takes: it never falls
 * back to another message), on the admin landing so whoever runs the stream sees it
 */
export function VaultDrawNotice({ draw }: { draw: WaitingVaultDraw }) {
  const t = useT()
  const locale = useLocale()
  return (
    <section
      aria-label={t('admin_vault.notice_label')}
      data-vault-draw-waiting
      className="neon-panel mb-4 flex items-start gap-3 p-4 text-sm text-gold"
    >
      <Hourglass aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <p>
        {t('admin_vault.notice_vault')}{' '}
        {draw.round === null
          ? t('admin_vault.notice_waiting')
          : t('admin_vault.notice_waiting_round', { round: formatWhole(draw.round, locale) })}{' '}
        {t('admin_vault.since')} <LocalDate value={draw.closedAt} withTime />.{' '}
        {t('admin_vault.notice_prize', { prize: dollars(draw.prize, locale) })}
      </p>
    </section>
  )
}
