import { Link } from '@inertiajs/react'
import type { InertiaProps } from '~/types'
import type { PublicSlot, SlotStats } from '@shared/slot_catalog'
import { multiText } from '@shared/hunt_stats'
import { formatUsdCents, formatUtcDate, formatWhole } from '@shared/format'
import { PageHeader } from '~/components/ui/page_header'
import { ScrollTable } from '~/components/ui/scroll_table'
import { Pager } from '~/components/ui/pager'
import { HuntLinks } from '~/components/bonus_hunt/hunt_links'
import { useLocale, useT } from '~/lib/i18n'

type Catalog = {
  slots: (PublicSlot & { stats: SlotStats })[]
  page: number
  pages: number
  total: number
  sort: 'played' | 'name' | 'best' | 'won'
}

const SORTS = ['played', 'name', 'best', 'won'] as const
const CELL = 'px-2 py-2.5 sm:px-3'
const WIDE = `hidden ${CELL} md:table-cell`

/** /slots: every catalog slot with its statistics over the hunts (computed by the database) */
export default function SlotsPage({ catalog }: InertiaProps<{ catalog: Catalog }>) {
  const t = useT()
  const locale = useLocale()
  const query: Record<string, string> = catalog.sort === 'played' ? {} : { sort: catalog.sort }
  return (
    <>
      <PageHeader title={t('slots.title')} subtitle={t('slots.subtitle')}>
        <HuntLinks current="slots" />
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4">
        <nav
          aria-label={t('slots.sort_label')}
          className="mb-4 flex flex-wrap items-center gap-2 text-xs"
        >
          <span className="font-semibold tracking-widest text-muted uppercase">
            {t('slots.sort_label')}
          </span>
          {SORTS.map((sort) => (
            <Link
              key={sort}
              href={sort === 'played' ? '/slots' : `/slots?sort=${sort}`}
              aria-current={catalog.sort === sort ? 'page' : undefined}
              className={`rounded-full px-3 py-1 font-semibold ring-1 ${
                catalog.sort === sort
                  ? 'bg-neon-pink/15 text-neon-pink ring-neon-pink/50'
                  : 'text-slate-300 ring-white/15 hover:text-white'
              }`}
            >
              {t(`slots.sort_${sort}`)}
            </Link>
          ))}
        </nav>
        {catalog.slots.length === 0 ? (
          <div className="neon-panel px-6 py-16 text-center text-slate-300">{t('slots.none')}</div>
        ) : (
          <ScrollTable
            label={t('slots.title')}
            scrollClassName="overflow-x-auto"
            tableClassName="w-full text-xs sm:text-sm"
            rowClassName="text-left text-[0.6rem] text-muted uppercase sm:text-[0.7rem] sm:tracking-widest"
            columns={[
              { label: t('slots.col_slot'), className: CELL },
              { label: t('slots.col_provider'), className: WIDE },
              { label: t('slots.col_hunts'), className: `${WIDE} text-right` },
              { label: t('slots.col_bonuses'), className: `${CELL} text-right` },
              { label: t('slots.col_avg'), className: `${WIDE} text-right` },
              { label: t('slots.col_best'), className: `${CELL} text-right` },
              { label: t('slots.col_won'), className: `${WIDE} text-right` },
              { label: t('slots.col_last'), className: WIDE },
            ]}
          >
            {catalog.slots.map((slot) => (
              <tr key={slot.id} className="border-t border-white/5" data-slot-row>
                <td className={`${CELL} font-medium`}>
                  <Link href={`/slots/${slot.slug}`} className="text-white hover:text-neon-cyan">
                    {slot.name}
                  </Link>
                  <span className="block text-[0.65rem] text-slate-400 md:hidden">
                    {slot.provider}
                  </span>
                </td>
                <td className={`${WIDE} text-slate-300`}>{slot.provider ?? '-'}</td>
                <td className={`${WIDE} text-right tabular-nums`}>
                  {formatWhole(slot.stats.hunts, locale)}
                </td>
                <td className={`${CELL} text-right tabular-nums`}>
                  {formatWhole(slot.stats.bonuses, locale)}
                </td>
                <td className={`${WIDE} text-right tabular-nums text-neon-violet`}>
                  {multiText(slot.stats.avg_multi)}
                </td>
                <td className={`${CELL} text-right font-semibold tabular-nums text-neon-pink`}>
                  {multiText(slot.stats.best_multi)}
                </td>
                <td className={`${WIDE} text-right tabular-nums text-neon-mint`}>
                  {formatUsdCents(slot.stats.total_won, locale)}
                </td>
                <td className={`${WIDE} whitespace-nowrap text-slate-300`}>
                  {slot.stats.last_played
                    ? formatUtcDate(slot.stats.last_played, locale)
                    : t('slots.never')}
                </td>
              </tr>
            ))}
          </ScrollTable>
        )}
        <Pager path="/slots" page={catalog.page} pages={catalog.pages} query={query} />
      </div>
    </>
  )
}
