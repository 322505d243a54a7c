import { Search } from 'lucide-react'
import { Link } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { progressPercent, slotMulti, summaryMulti } from '@shared/hunt'
import type { ColumnHead } from '~/components/ui/table_head'
import { ScrollTable } from '~/components/ui/scroll_table'
import { formatUsdCents, formatWhole } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'
import { PhoneFocus } from '~/components/bonus_hunt/phone_focus'
import { RequestedBy } from '~/components/bonus_hunt/requested_by'
import type { RequestVia } from '@shared/slot_requests'

export const money = formatUsdCents

/** One dt/dd pair in its own div (the only wrapper a <dl> allows around them) */
function Tile({
  label,
  value,
  accent,
  className = '',
}: {
  label: string
  value: string
  accent: string
  className?: string
}) {
  return (
    <div
      className={`rounded-2xl border border-white/10 bg-night-900/80 px-4 py-4 text-center ${className}`}
    >
      <dt className="text-[0.7rem] font-semibold tracking-widest text-muted uppercase">{label}</dt>
      <dd className={`mt-1 font-display text-lg font-extrabold tabular-nums sm:text-xl ${accent}`}>
        {value}
      </dd>
    </div>
  )
}

/** A hunt's summary tiles and its opened-bonuses progress bar (also on the admin page) */
/** A bonus's slot, then who requested it (when a viewer did) in `requesterClassName` */
export function SlotName({
  slot,
  requesterClassName,
}: {
  slot: {
    slot_name: string
    requested_by: string | null
    requested_via?: RequestVia
    slot_slug?: string | null
  }
  requesterClassName: string
}) {
  return (
    <>
      {slot.slot_slug ? (
        <Link href={`/slots/${slot.slot_slug}`} className="hover:text-neon-cyan">
          {slot.slot_name}
        </Link>
      ) : (
        slot.slot_name
      )}
      <RequestedBy by={slot.requested_by} via={slot.requested_via} className={requesterClassName} />
    </>
  )
}

export function HuntFigures({ hunt }: { hunt: Data.BonusHunt }) {
  const t = useT()
  const locale = useLocale()
  const percent = progressPercent(hunt.bonuses_completed, hunt.bonuses_total)
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
        <Tile
          label={t('hunt.tile_total_bonuses')}
          value={formatWhole(hunt.bonuses_total, locale)}
          accent="text-white"
        />
        <Tile
          label={t('hunt.tile_start_balance')}
          value={money(hunt.starting_balance, locale)}
          accent="text-neon-cyan"
        />
        <Tile
          label={t('hunt.tile_total_won')}
          value={money(hunt.total_won, locale)}
          accent="text-neon-mint"
        />
        <Tile
          label={t('hunt.tile_current_multi')}
          value={summaryMulti(hunt.current_x)}
          accent="text-neon-pink"
        />
        <Tile
          label={t('hunt.tile_required_multi')}
          value={summaryMulti(hunt.avg_x_required)}
          accent="text-neon-orange"
          className="col-span-2 md:col-span-1"
        />
      </dl>

      <div>
        <div className="mb-2 flex items-center justify-between text-sm">
          <span className="font-display text-xs font-semibold tracking-widest text-slate-300 uppercase">
            {t('hunt.bonuses_opened')}
          </span>
          <span className="font-semibold text-white tabular-nums">
            {formatWhole(hunt.bonuses_completed, locale)} /{' '}
            {formatWhole(hunt.bonuses_total, locale)}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={t('hunt.bonuses_opened')}
          aria-valuemin={0}
          aria-valuemax={hunt.bonuses_total}
          aria-valuenow={hunt.bonuses_completed}
          className="h-3 overflow-hidden rounded-full bg-night-800 ring-1 ring-white/10"
        >
          <div
            data-progress
            className="h-full rounded-full bg-gradient-to-r from-neon-pink via-neon-violet to-neon-cyan shadow-[0_0_16px_rgb(255_43_214/0.6)] transition-[width] duration-700"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
    </div>
  )
}

/** The slot table's cell padding: wider at the row's two ends */
const EDGE = 'px-2.5 py-3 sm:px-4'
const INNER = 'px-1.5 py-3 sm:px-2'

/**
 * A hunt's summary tiles, progress bar and slot table (400 px tall, scrolling). The modal
 * version shows a search-box shape above the table, without an input (docs/product.md).
 */
export function HuntView({ hunt, inModal = false }: { hunt: Data.BonusHunt; inModal?: boolean }) {
  const t = useT()
  const locale = useLocale()
  const columns: ColumnHead[] = [
    { label: '#', className: EDGE },
    { label: t('hunt.col_slot'), className: INNER },
    { label: t('hunt.col_provider'), className: `hidden ${INNER} min-[420px]:table-cell` },
    { label: t('hunt.col_bet_size'), className: `${INNER} text-right` },
    { label: t('hunt.col_payout'), className: `${INNER} text-right` },
    { label: t('hunt.col_multi'), className: `${EDGE} text-right` },
  ]
  return (
    <div className="space-y-6">
      <HuntFigures hunt={hunt} />
      {!inModal && <PhoneFocus hunt={hunt} />}

      <ScrollTable
        label={t('hunt.slots_label')}
        scrollClassName="h-[400px] overflow-auto"
        scrollData={{ 'data-hunt-scroll': true }}
        tableClassName="w-full text-xs sm:text-sm"
        headClassName="z-10"
        rowClassName="text-left text-[0.6rem] text-muted uppercase sm:text-[0.7rem] sm:tracking-widest"
        columns={columns}
        above={
          inModal && (
            <div className="border-b border-white/10 p-3">
              <div
                aria-hidden
                className="flex h-10 items-center gap-2 rounded-lg border border-white/15 bg-night-950/80 px-3 text-sm text-slate-400"
              >
                <Search className="h-4 w-4" />
                {t('hunt.search_slots')}
              </div>
            </div>
          )
        }
      >
        {hunt.slots.map((slot, i) => {
          const opened = slot.amount !== null
          return (
            <tr
              key={slot.id}
              className={`border-t border-white/5 ${opened ? '' : 'text-slate-400'}`}
            >
              <td className="px-2.5 py-2.5 sm:px-4 font-display font-bold text-slate-300">
                {i + 1}
              </td>
              <td className="px-1.5 py-2.5 sm:px-2 font-medium text-white">
                <SlotName
                  slot={slot}
                  requesterClassName="block text-[0.65rem] font-normal text-neon-cyan/80 sm:text-xs"
                />
              </td>
              <td className="hidden px-1.5 py-2.5 min-[420px]:table-cell sm:px-2">
                {slot.provider ?? '-'}
              </td>
              <td className="px-1.5 py-2.5 sm:px-2 text-right tabular-nums">
                {money(slot.bet_size, locale)}
              </td>
              <td className="px-1.5 py-2.5 sm:px-2 text-right tabular-nums">
                {opened ? money(slot.amount ?? 0, locale) : '-'}
              </td>
              <td className="px-2.5 py-2.5 sm:px-4 text-right font-semibold text-neon-mint tabular-nums">
                {slotMulti(slot.amount, slot.bet_size)}
              </td>
            </tr>
          )
        })}
        {hunt.slots.length === 0 && (
          <tr>
            <td colSpan={6} className="px-4 py-10 text-center text-slate-400">
              {t('hunt.no_slots')}
            </td>
          </tr>
        )}
      </ScrollTable>
    </div>
  )
}
