import type { Data } from '@generated/data'
import { AdminPanel } from '~/components/admin/admin_page'
import { Cell, DataTable } from '~/components/admin/data_table'
import { LocalDate } from '~/components/admin/local_date'
import { NewTabLink } from '~/components/ui/new_tab_link'
import { urlFor } from '~/lib/api_client'
import { vaultDollars as dollars } from '~/components/admin/vault/vault_dollars'
import { useLocale, useT } from '~/lib/i18n'

/** Recent Winners: who won how much and when, each with the link to its draw's proof */
export function RecentWinnersPanel({ winners }: { winners: Data.VaultWinner[] }) {
  const t = useT()
  const locale = useLocale()
  return (
    <AdminPanel title={t('admin_vault.recent_winners')}>
      <DataTable
        columns={[
          t('admin_vault.col_username'),
          { label: t('admin_vault.col_amount'), className: 'text-right' },
          t('admin_vault.col_date'),
          { label: t('admin_vault.col_proof'), className: 'text-right' },
        ]}
        empty={winners.length === 0 ? t('admin_vault.no_winners') : undefined}
        minWidth={420}
      >
        {winners.map((w) => (
          <tr key={w.id}>
            <Cell label={t('admin_vault.col_username')} className="font-semibold text-white">
              {w.username}
            </Cell>
            <Cell
              label={t('admin_vault.col_amount')}
              className="text-right text-neon-mint tabular-nums"
            >
              {dollars(w.amount, locale)}
            </Cell>
            <Cell label={t('admin_vault.col_date')}>
              <LocalDate value={w.date} />
            </Cell>
            <Cell label={t('admin_vault.col_proof')} className="text-right">
              {w.cycle_id ? (
                <NewTabLink href={urlFor('vault.cycles.show', { id: w.cycle_id })}>
                  {t('admin_vault.verify')}
                </NewTabLink>
              ) : (
                <span className="text-xs text-slate-600">-</span>
              )}
            </Cell>
          </tr>
        ))}
      </DataTable>
    </AdminPanel>
  )
}
