import type { Data } from '@generated/data'
import { AdminPanel } from '~/components/admin/admin_page'
import { Cell, DataTable } from '~/components/admin/data_table'
import { LocalDate } from '~/components/admin/local_date'
import { NewTabLink } from '~/components/ui/new_tab_link'
import { urlFor } from '~/lib/api_client'
import { vaultDollars as dollars } from '~/components/admin/vault/vault_dollars'

/** Recent Winners: who won how much and when, each with the link to its draw's proof */
export function RecentWinnersPanel({ winners }: { winners: Data.VaultWinner[] }) {
  return (
    <AdminPanel title="Recent Winners">
      <DataTable
        columns={[
          'Username',
          { label: 'Amount', className: 'text-right' },
          'Date',
          { label: 'Proof', className: 'text-right' },
        ]}
        empty={winners.length === 0 ? 'No winners yet' : undefined}
        minWidth={420}
      >
        {winners.map((w) => (
          <tr key={w.id}>
            <Cell label="Username" className="font-semibold text-white">
              {w.username}
            </Cell>
            <Cell label="Amount" className="text-right text-neon-mint tabular-nums">
              {dollars(w.amount)}
            </Cell>
            <Cell label="Date">
              <LocalDate value={w.date} />
            </Cell>
            <Cell label="Proof" className="text-right">
              {w.cycle_id ? (
                <NewTabLink href={urlFor('vault.cycles.show', { id: w.cycle_id })}>
                  Verify
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
