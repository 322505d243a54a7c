import { Coins } from 'lucide-react'
import { call } from '~/lib/api_client'
import { useTabData } from '~/hooks/use_tab_data'
import { HISTORY_CELL as CELL, HistoryTable } from '~/components/profile/history_table'
import type { PointsHistoryEntry } from '@shared/points'
import { formatIsoDay, formatWhole } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'
import { PlatformBadge } from '~/components/ui/platform_badge'

/** POINTS: the user's ledger, newest first, each row named; loaded when the tab is opened */
export function PointsHistoryPanel({ active }: { active: boolean }) {
  const t = useT()
  const locale = useLocale()
  const { data: entries, failed } = useTabData<PointsHistoryEntry[]>(active, async () => {
    const result = await call('account_links.user.points_history', {})
    return result.ok ? result.data.entries : null
  })

  return (
    <HistoryTable
      rows={entries}
      failed={failed}
      loadingText={t('profile.points_loading')}
      failedText={t('profile.points_failed')}
      emptyIcon={Coins}
      emptyText={t('profile.points_empty')}
      tableProps={{ 'data-points-history': true }}
      columns={[
        { label: t('profile.points_col_what') },
        { label: t('profile.points_col_points'), className: 'text-right' },
        { label: t('profile.points_col_balance'), className: 'hidden text-right sm:table-cell' },
        { label: t('profile.points_col_date') },
      ]}
      rowKey={(entry) => entry.id}
    >
      {(entry) => (
        <>
          <td className={`${CELL} text-white`} data-platforms={entry.platforms.join(' ')}>
            {entry.label}
            {entry.platforms.map((platform) => (
              <PlatformBadge key={platform} via={platform} className="ml-1.5" />
            ))}
          </td>
          <td
            className={`${CELL} text-right font-semibold tabular-nums ${
              entry.points > 0 ? 'text-neon-mint' : 'text-neon-pink'
            }`}
          >
            {entry.points > 0 ? '+' : ''}
            {formatWhole(entry.points, locale)}
          </td>
          <td className={`${CELL} hidden text-right text-slate-300 tabular-nums sm:table-cell`}>
            {formatWhole(entry.balance_after, locale)}
          </td>
          <td className={`${CELL} text-slate-400 tabular-nums`}>
            {formatIsoDay(entry.created_at, locale)}
          </td>
        </>
      )}
    </HistoryTable>
  )
}
