import { Coins } from 'lucide-react'
import { call } from '~/lib/api_client'
import { useTabData } from '~/hooks/use_tab_data'
import { HISTORY_CELL as CELL, HistoryTable } from '~/components/profile/history_table'
import type { PointsHistoryEntry } from '@shared/points'

/** POINTS: the user's ledger, newest first, each row named; loaded when the tab is opened */
export function PointsHistoryPanel({ active }: { active: boolean }) {
  const { data: entries, failed } = useTabData<PointsHistoryEntry[]>(active, async () => {
    const result = await call('account_links.user.points_history', {})
    return result.ok ? result.data.entries : null
  })

  return (
    <HistoryTable
      rows={entries}
      failed={failed}
      loadingText="Loading points..."
      failedText="Could not load your points history. Please try again."
      emptyIcon={Coins}
      emptyText="No points history yet"
      tableProps={{ 'data-points-history': true }}
      columns={[
        { label: 'WHAT' },
        { label: 'POINTS', className: 'text-right' },
        { label: 'BALANCE', className: 'hidden text-right sm:table-cell' },
        { label: 'DATE' },
      ]}
      rowKey={(entry) => entry.id}
    >
      {(entry) => (
        <>
          <td className={`${CELL} text-white`}>{entry.label}</td>
          <td
            className={`${CELL} text-right font-semibold tabular-nums ${
              entry.points > 0 ? 'text-neon-mint' : 'text-neon-pink'
            }`}
          >
            {entry.points > 0 ? '+' : ''}
            {entry.points.toLocaleString('en-US')}
          </td>
          <td className={`${CELL} hidden text-right text-slate-300 tabular-nums sm:table-cell`}>
            {entry.balance_after.toLocaleString('en-US')}
          </td>
          <td className={`${CELL} text-slate-400 tabular-nums`}>{entry.created_at.slice(0, 10)}</td>
        </>
      )}
    </HistoryTable>
  )
}
