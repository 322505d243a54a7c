import type { Data } from '@generated/data'
import { slotMulti } from '@shared/hunt'
import { useHuntList } from '~/hooks/use_hunt_list'
import { formatUsdCents } from '@shared/format'
import { RequestedBy } from '~/components/bonus_hunt/requested_by'
import { useLocale, useT } from '~/lib/i18n'

/** How many bonuses the phone's focus list shows at once */
const PHONE_ROWS = 3

/** On a phone, above the table: the few bonuses that matter now (useHuntList), in turn */
export function PhoneFocus({ hunt }: { hunt: Data.BonusHunt }) {
  const t = useT()
  const locale = useLocale()
  const list = useHuntList(hunt.slots, PHONE_ROWS, hunt.status === 'live')
  if (hunt.status !== 'live' || hunt.slots.length <= PHONE_ROWS) return null
  return (
    <section aria-label={t('hunt.bonuses_now')} data-hunt-focus className="sm:hidden">
      <p className="mb-2 flex items-center justify-between text-[0.65rem] font-semibold tracking-widest text-muted uppercase">
        <span>{list.phase === 'opening' ? t('hunt.opening_now') : t('hunt.latest_bonuses')}</span>
        {list.pageCount > 1 && (
          <span className="tabular-nums">
            {list.page + 1}/{list.pageCount}
          </span>
        )}
      </p>
      <ol className="space-y-1.5">
        {list.entries.map(({ slot, position, current, fresh }) => (
          <li
            key={slot.id}
            data-current={current || undefined}
            data-new={fresh || undefined}
            className={`flex items-center gap-2 rounded-lg border px-3 py-2 text-sm ${
              current || fresh
                ? 'border-neon-cyan/50 bg-neon-cyan/10'
                : 'border-white/10 bg-night-900/80'
            }`}
          >
            <span className="w-6 font-display font-bold text-slate-300 tabular-nums">
              {position}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-white">{slot.slot_name}</span>
              <RequestedBy
                by={slot.requested_by}
                via={slot.requested_via}
                className="block truncate text-[0.65rem] text-neon-cyan/80"
              />
            </span>
            {(current || fresh) && (
              <span className="rounded-full bg-neon-cyan px-1.5 py-0.5 text-[0.6rem] font-extrabold text-black">
                {current ? t('hunt.badge_opening') : t('hunt.badge_new')}
              </span>
            )}
            <span className="text-right font-semibold text-neon-mint tabular-nums">
              {slot.amount === null
                ? formatUsdCents(slot.bet_size, locale)
                : slotMulti(slot.amount, slot.bet_size)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  )
}
