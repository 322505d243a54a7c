import { Coins } from 'lucide-react'
import { call } from '~/lib/api_client'
import { useTabData } from '~/hooks/use_tab_data'
import { TableHead } from '~/components/ui/table_head'
import type { PointsHistoryEntry } from '@shared/points'

const CELL = 'px-2.5 py-2.5 sm:px-3'

/** POINTS: the user's ledger, newest first, each row named; loaded when the tab is opened */
export function PointsHistoryPanel({ active }: { active: boolean }) {
  const { data: entries, failed } = useTabData<PointsHistoryEntry[]>(active, async () => {
    const result = await call('account_links.user.points_history', {})
    return result.ok ? result.data.entries : null
  })

  if (entries === null) {
    return (
      <p className="py-12 text-center text-sm text-slate-400" role="status">
        {failed ? 'Could not load your points history. Please try again.' : 'Loading points...'}
      </p>
    )
  }
  if (entries.length === 0) {
    return (
      <div className="flex flex-col items-center py-12 text-center">
        <Coins className="h-10 w-10 text-slate-600" aria-hidden />
        <p className="mt-3 text-sm text-slate-400">No points history yet</p>
      </div>
    )
  }
  return (
    <div className="max-h-[26rem] overflow-auto rounded-xl border border-white/10">
      <table className="w-full text-left text-sm" data-points-history>
        <TableHead
          className="sticky top-0 bg-night-800 font-display text-[0.65rem] tracking-widest text-slate-400"
          columns={[
            { label: 'WHAT', className: CELL },
            { label: 'POINTS', className: `${CELL} text-right` },
            { label: 'BALANCE', className: `${CELL} hidden text-right sm:table-cell` },
            { label: 'DATE', className: CELL },
          ]}
        />
        <tbody className="divide-y divide-white/5">
          {entries.map((entry) => (
            <tr key={entry.id} className="hover:bg-white/[0.03]">
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
              <td className={`${CELL} text-slate-400 tabular-nums`}>
                {entry.created_at.slice(0, 10)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
