import { LocalDate } from '~/components/admin/local_date'
import type { VaultCycleSummary } from '~/hooks/use_vault_admin'
import { BEACON_OFF_NOTICE } from '@shared/vault_draw'
import { vaultDollars as dollars } from '~/components/admin/vault/vault_dollars'
import { formatWhole } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'

/**
 * Where the draw stands: closed and waiting for its beacon round (however long it takes; the
 * prize is frozen), and how the next roll draws when the beacon is off or not pinned
 */
export function DrawStatus({ cycle }: { cycle: VaultCycleSummary }) {
  const t = useT()
  const locale = useLocale()
  const { pending } = cycle
  if (pending) {
    return (
      <div data-draw-pending className="rounded-lg bg-gold/10 p-3 text-gold ring-1 ring-gold/30">
        <p className="font-semibold">
          {pending.round === null
            ? t('admin_vault.cycle_closed_waiting')
            : t('admin_vault.cycle_closed_round', {
                round: formatWhole(pending.round, locale),
              })}{' '}
          {t('admin_vault.since')} <LocalDate value={pending.closedAt} withTime />.
        </p>
        <p className="mt-1 text-xs text-gold/80">
          {t(
            pending.round === null
              ? 'admin_vault.prize_frozen_first_round'
              : 'admin_vault.prize_frozen_round',
            { prize: dollars(pending.prize, locale) }
          )}
        </p>
      </div>
    )
  }
  if (cycle.beacon === 'off') {
    return (
      <p
        data-beacon-off
        className="rounded-lg bg-neon-orange/10 p-2 text-neon-orange ring-1 ring-neon-orange/30"
      >
        {t('admin_vault.beacon_off')} {t(BEACON_OFF_NOTICE)}.
      </p>
    )
  }
  if (cycle.beacon === 'unpinned') {
    return (
      <p className="rounded-lg bg-red-500/10 p-2 text-red-300 ring-1 ring-red-400/30">
        {t('admin_vault.beacon_unpinned')}
      </p>
    )
  }
  return null
}
