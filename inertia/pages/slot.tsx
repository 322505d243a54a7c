import { Link } from '@inertiajs/react'
import { ArrowLeft } from 'lucide-react'
import type { InertiaProps } from '~/types'
import type { PublicSlot, SlotStats } from '@shared/slot_catalog'
import { multiText } from '@shared/hunt_stats'
import { slotMulti } from '@shared/hunt'
import { formatUsdCents, formatUtcDate, formatWhole } from '@shared/format'
import { PageHeader } from '~/components/ui/page_header'
import { ScrollTable } from '~/components/ui/scroll_table'
import { SafeImage } from '~/components/ui/safe_image'
import { SlotFacts } from '~/components/slots/slot_facts'
import { useLocale, useT } from '~/lib/i18n'

type Bonus = {
  id: number
  hunt_id: number
  hunt_title: string
  hunt_finished: boolean
  played_at: string
  bet_size: number
  amount: number | null
}

const CELL = 'px-2 py-2.5 sm:px-3'

/** /slots/:slug: one catalog slot, its statistics and its bonuses across the hunts */
export default function SlotPage({
  slot,
  bonuses,
}: InertiaProps<{ slot: PublicSlot & { stats: SlotStats }; bonuses: Bonus[] }>) {
  const t = useT()
  const locale = useLocale()
  const money = (value: number) => formatUsdCents(value, locale)
  const { stats } = slot
  const tiles = [
    { label: t('slots.stat_hunts'), value: formatWhole(stats.hunts, locale), accent: 'text-white' },
    {
      label: t('slots.stat_opened'),
      value: formatWhole(stats.opened, locale),
      accent: 'text-neon-cyan',
    },
    { label: t('slots.stat_avg'), value: multiText(stats.avg_multi), accent: 'text-neon-violet' },
    { label: t('slots.stat_best'), value: multiText(stats.best_multi), accent: 'text-neon-pink' },
    { label: t('slots.stat_won'), value: money(stats.total_won), accent: 'text-neon-mint' },
    {
      label: t('slots.stat_last'),
      value: stats.last_played ? formatUtcDate(stats.last_played, locale) : t('slots.never'),
      accent: 'text-slate-200',
    },
  ]
  return (
    <>
      <PageHeader title={slot.name} subtitle={slot.provider ?? undefined} />
      <div className="mx-auto max-w-5xl space-y-6 px-4">
        <Link
          href="/slots"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-neon-cyan hover:underline"
        >
          <ArrowLeft aria-hidden className="h-4 w-4" /> {t('slots.back')}
        </Link>
        <div className="neon-panel flex flex-col gap-5 p-5 sm:flex-row sm:p-6">
          {slot.image_url && (
            <SafeImage
              src={slot.image_url}
              fallback={null}
              alt={t('slots.image_alt', { name: slot.name })}
              width={240}
              height={240}
              className="mx-auto h-auto w-40 shrink-0 rounded-xl object-contain sm:mx-0 sm:w-48"
            />
          )}
          <div className="min-w-0 flex-1 space-y-4">
            <SlotFacts slot={slot} />
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-slot-stats>
              {tiles.map((tile) => (
                <div
                  key={tile.label}
                  className="rounded-xl border border-white/10 bg-night-900/80 px-3 py-3 text-center"
                >
                  <dt className="text-[0.65rem] font-semibold tracking-widest text-muted uppercase">
                    {tile.label}
                  </dt>
                  <dd
                    className={`mt-1 font-display text-base font-extrabold tabular-nums ${tile.accent}`}
                  >
                    {tile.value}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
        <h2 className="font-display text-lg font-bold text-white">{t('slots.history_title')}</h2>
        {bonuses.length === 0 ? (
          <p className="neon-panel px-6 py-10 text-center text-slate-300">
            {t('slots.history_none')}
          </p>
        ) : (
          <ScrollTable
            label={t('slots.history_title')}
            scrollClassName="overflow-x-auto"
            tableClassName="w-full text-xs sm:text-sm"
            rowClassName="text-left text-[0.6rem] text-muted uppercase sm:text-[0.7rem] sm:tracking-widest"
            columns={[
              { label: t('slots.col_date'), className: CELL },
              { label: t('slots.col_hunt'), className: CELL },
              { label: t('slots.col_bet'), className: `${CELL} text-right` },
              { label: t('slots.col_payout'), className: `${CELL} text-right` },
              { label: t('slots.col_multi'), className: `${CELL} text-right` },
            ]}
          >
            {bonuses.map((bonus) => (
              <tr key={bonus.id} className="border-t border-white/5" data-slot-bonus>
                <td className={`${CELL} whitespace-nowrap text-slate-300`}>
                  {formatUtcDate(bonus.played_at, locale)}
                </td>
                <td className={CELL}>
                  <Link
                    href={bonus.hunt_finished ? `/bonus-hunt/${bonus.hunt_id}` : '/bonus-hunt'}
                    className="text-white hover:text-neon-cyan"
                  >
                    {bonus.hunt_title}
                  </Link>
                </td>
                <td className={`${CELL} text-right tabular-nums`}>{money(bonus.bet_size)}</td>
                <td className={`${CELL} text-right tabular-nums`}>
                  {bonus.amount === null ? t('slots.unopened') : money(bonus.amount)}
                </td>
                <td className={`${CELL} text-right font-semibold tabular-nums text-neon-mint`}>
                  {slotMulti(bonus.amount, bonus.bet_size)}
                </td>
              </tr>
            ))}
          </ScrollTable>
        )}
      </div>
    </>
  )
}
