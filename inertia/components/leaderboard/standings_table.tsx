import { isPadRow, POINTS_BOARD, rankHasPrize, type BoardRow } from '@shared/leaderboards'
import { shownName } from '@shared/deleted_user'
import type { MessageKey } from '@shared/messages'
import { Avatar } from '~/components/ui/avatar'
import { Amount, Score } from '~/components/ui/amount'
import { TableHead } from '~/components/ui/table_head'
import { useT } from '~/lib/i18n'

/** What a board ranks by (its column and podium label): points on the points race, else wagers */
export function scoreKey(site: string): MessageKey {
  return site === POINTS_BOARD ? 'leaderboard.score_points' : 'leaderboard.score_wagered'
}

/**
 * Ranked rows (#, User, Wagered or Points, Prize), used by the board below the podium and by the
 * winners of past competitions. Prizes show for ranks up to 10, '-' after.
 */
export function StandingsTable({
  rows,
  site,
  startRank,
  caption,
}: {
  rows: BoardRow[]
  site: string
  startRank: number
  caption: string
}) {
  const t = useT()
  const cell = 'bg-night-900/80 py-3 first:rounded-l-xl last:rounded-r-xl'
  return (
    <table className="w-full table-fixed border-separate border-spacing-y-2 text-xs sm:text-sm">
      <caption className="sr-only">{caption}</caption>
      <TableHead
        rowClassName="text-left text-[0.7rem] tracking-widest text-muted uppercase"
        columns={[
          { label: '#', className: 'w-9 pl-3 sm:w-16 sm:pl-5' },
          { label: t('leaderboard.column_user') },
          { label: t(scoreKey(site)), className: 'w-24 text-right sm:w-36' },
          {
            label: t('leaderboard.column_prize'),
            className: 'w-20 pr-3 text-right sm:w-32 sm:pr-5',
          },
        ]}
      />
      <tbody>
        {rows.map((row, i) => {
          const rank = i + startRank
          return (
            <tr key={`${rank}-${row.username}`} data-rank={rank}>
              <td className={`${cell} pl-3 font-display font-bold text-slate-300 sm:pl-5`}>
                {rank}
              </td>
              <td className={`${cell} pr-2`}>
                <span className="flex min-w-0 items-center gap-2 sm:gap-3">
                  <Avatar src={row.avatar} alt="" size={28} className="hidden min-[400px]:block" />
                  <span className="truncate font-medium text-white">
                    {isPadRow(row) ? t('leaderboard.history_unknown') : shownName(row.username, t)}
                  </span>
                </span>
              </td>
              <td className={`${cell} text-right text-slate-200`}>
                <Score site={site} value={row.wagered} className="justify-end" />
              </td>
              <td className={`${cell} pr-3 text-right font-semibold text-neon-mint sm:pr-5`}>
                {rankHasPrize(rank) ? (
                  <Amount site={site} value={row.prize} className="justify-end" />
                ) : (
                  '-'
                )}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
