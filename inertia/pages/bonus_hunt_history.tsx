import { Link } from '@inertiajs/react'
import type { InertiaProps } from '~/types'
import type { HuntHistoryRow } from '@shared/hunt_stats'
import { multiText } from '@shared/hunt_stats'
import { formatUsdCents, formatUtcDate, formatWhole } from '@shared/format'
import { PageHeader } from '~/components/ui/page_header'
import { ScrollTable } from '~/components/ui/scroll_table'
import { Pager } from '~/components/ui/pager'
import { HuntLinks } from '~/components/bonus_hunt/hunt_links'
import { useLocale, useT } from '~/lib/i18n'

type History = { hunts: HuntHistoryRow[]; page: number; pages: number; total: number }

const CELL = 'px-2 py-2.5 sm:px-3'
const WIDE = `hidden ${CELL} md:table-cell`
const PHONE_HIDDEN = `hidden ${CELL} sm:table-cell`

/** /bonus-hunt/history: the finished hunts, newest first, with their results */
export default function BonusHuntHistoryPage({ history }: InertiaProps<{ history: History }>) {
  const t = useT()
  const locale = useLocale()
  const money = (value: number) => formatUsdCents(value, locale)
  return (
    <>
      <PageHeader
        title={t('hunt_history.history_title')}
        subtitle={t('hunt_history.history_subtitle')}
      >
        <HuntLinks current="history" />
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4">
        {history.hunts.length === 0 ? (
          <div className="neon-panel px-6 py-16 text-center text-slate-300">
            {t('hunt_history.none')}
          </div>
        ) : (
          <ScrollTable
            label={t('hunt_history.history_title')}
            scrollClassName="overflow-x-auto"
            tableClassName="w-full text-xs sm:text-sm"
            rowClassName="text-left text-[0.6rem] text-muted uppercase sm:text-[0.7rem] sm:tracking-widest"
            columns={[
              { label: t('hunt_history.col_date'), className: CELL },
              { label: t('hunt_history.col_hunt'), className: CELL },
              { label: t('hunt_history.col_bonuses'), className: `${WIDE} text-right` },
              { label: t('hunt_history.col_start'), className: `${WIDE} text-right` },
              { label: t('hunt_history.col_won'), className: `${PHONE_HIDDEN} text-right` },
              { label: t('hunt_history.col_profit'), className: `${CELL} text-right` },
              { label: t('hunt_history.col_best'), className: `${WIDE} text-right` },
              { label: t('hunt_history.col_winner'), className: WIDE },
            ]}
          >
            {history.hunts.map((hunt) => (
              <tr key={hunt.id} className="border-t border-white/5" data-history-row>
                <td className={`${CELL} whitespace-nowrap text-slate-300`}>
                  {hunt.finished_at ? formatUtcDate(hunt.finished_at, locale) : '-'}
                </td>
                <td className={`${CELL} font-medium`}>
                  <Link href={`/bonus-hunt/${hunt.id}`} className="text-white hover:text-neon-cyan">
                    {hunt.title}
                  </Link>
                </td>
                <td className={`${WIDE} text-right tabular-nums`}>
                  {formatWhole(hunt.stats.bonuses, locale)}
                </td>
                <td className={`${WIDE} text-right tabular-nums`}>
                  {money(hunt.starting_balance)}
                </td>
                <td className={`${PHONE_HIDDEN} text-right tabular-nums text-neon-mint`}>
                  {money(hunt.stats.total_won)}
                </td>
                <td
                  className={`${CELL} text-right font-semibold tabular-nums ${
                    hunt.stats.profit >= 0 ? 'text-neon-mint' : 'text-red-300'
                  }`}
                >
                  {hunt.stats.profit > 0 ? '+' : ''}
                  {money(hunt.stats.profit)}
                </td>
                <td className={`${WIDE} text-right tabular-nums text-neon-pink`}>
                  {multiText(hunt.stats.best?.multi ?? null)}
                </td>
                <td className={`${WIDE} text-slate-300`}>{hunt.guess_winner ?? '-'}</td>
              </tr>
            ))}
          </ScrollTable>
        )}
        <Pager path="/bonus-hunt/history" page={history.page} pages={history.pages} />
      </div>
    </>
  )
}
