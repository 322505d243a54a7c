import type { InertiaProps } from '~/types'
import { shownName } from '@shared/deleted_user'
import type { Data } from '@generated/data'
import type { OverlayOptions } from '@shared/overlays'
import { slotMulti, summaryMulti } from '@shared/hunt'
import { SlotName, money } from '~/components/bonus_hunt/hunt_view'
import {
  OverlayEmpty,
  OverlayFigure,
  OverlayFrame,
  OverlayHeading,
  noLayout,
} from '~/components/overlays/overlay_frame'
import { useLiveProps } from '~/hooks/use_live_props'
import { useHuntList } from '~/hooks/use_hunt_list'
import { useLocale, useT } from '~/lib/i18n'
import { formatWhole } from '@shared/format'

type Props = { options: OverlayOptions; hunt: Data.BonusHunt | null }

/**
 * The bonus hunt for the stream: figures, `rows` bonuses that follow the hunt (the latest added
 * while collecting, the one being opened and the next while opening, the rest in pages on a
 * timer: useHuntList), and guess the balance
 */
export default function HuntOverlay({ options, hunt }: InertiaProps<Props>) {
  useLiveProps('hunt', ['hunt'])
  const t = useT()
  const locale = useLocale()
  return (
    <OverlayFrame title={t('overlays.hunt_title')} options={options}>
      {hunt ? (
        <>
          <OverlayHeading
            kicker={
              hunt.status === 'live'
                ? t('overlays.hunt_kicker_live')
                : t('overlays.hunt_kicker_finished')
            }
            title={hunt.title}
          />
          <dl className={`grid gap-3 ${options.compact ? 'grid-cols-2' : 'grid-cols-4'}`}>
            <OverlayFigure
              label={t('overlays.hunt_start')}
              value={money(hunt.starting_balance, locale)}
            />
            <OverlayFigure label={t('overlays.hunt_won')} value={money(hunt.total_won, locale)} />
            {!options.compact && (
              <OverlayFigure
                label={t('overlays.hunt_bonuses')}
                value={`${formatWhole(hunt.bonuses_completed, locale)}/${formatWhole(hunt.bonuses_total, locale)}`}
              />
            )}
            {!options.compact && (
              <OverlayFigure
                label={t('overlays.hunt_required_multi')}
                value={summaryMulti(hunt.avg_x_required)}
              />
            )}
          </dl>
          {!options.compact && hunt.slots.length > 0 && (
            <OverlaySlots hunt={hunt} rows={options.rows} />
          )}
          <GuessLine guessing={hunt.guessing} />
        </>
      ) : (
        <OverlayEmpty>{t('overlays.hunt_none')}</OverlayEmpty>
      )}
    </OverlayFrame>
  )
}

function OverlaySlots({ hunt, rows }: { hunt: Data.BonusHunt; rows: number }) {
  const t = useT()
  const locale = useLocale()
  const list = useHuntList(hunt.slots, rows, hunt.status === 'live')
  return (
    <>
      <ol data-overlay-slots className="mt-5 space-y-1.5 text-2xl">
        {list.entries.map(({ slot, position, current, fresh }) => (
          <li
            key={slot.id}
            data-slot-id={slot.id}
            data-current={current || undefined}
            data-new={fresh || undefined}
            className={`flex items-center gap-4 rounded-xl px-4 py-2 ${
              current
                ? 'bg-black/60 ring-2 ring-[var(--accent)]'
                : fresh
                  ? 'bg-black/50 ring-1 ring-[var(--accent)]/60'
                  : 'bg-black/35'
            }`}
          >
            <span className="w-10 text-[var(--accent)] tabular-nums">{position}</span>
            <span className="min-w-0 flex-1 truncate font-semibold">
              <SlotName slot={slot} requesterClassName="ml-3 text-lg font-normal text-slate-300" />
            </span>
            {fresh && (
              <span className="rounded-full bg-[var(--accent)] px-2 py-0.5 text-sm font-extrabold text-black">
                {t('overlays.badge_new')}
              </span>
            )}
            {current && (
              <span className="rounded-full bg-[var(--accent)] px-2 py-0.5 text-sm font-extrabold text-black">
                {t('overlays.badge_opening')}
              </span>
            )}
            <span className="text-slate-300 tabular-nums">{money(slot.bet_size, locale)}</span>
            <span className="w-28 text-right font-bold tabular-nums">
              {slotMulti(slot.amount, slot.bet_size)}
            </span>
          </li>
        ))}
      </ol>
      {list.pageCount > 1 && (
        <p className="mt-2 text-right text-lg text-slate-300 tabular-nums" data-overlay-page>
          {list.page + 1}/{list.pageCount}
        </p>
      )}
    </>
  )
}

function GuessLine({ guessing }: { guessing: Data.BonusHunt['guessing'] }) {
  const t = useT()
  const locale = useLocale()
  let text: string | null = null
  if (guessing.winner) {
    text = t('overlays.closest_guess', {
      name: shownName(guessing.winner.username, t),
      amount: money(guessing.winner.amount, locale),
    })
  } else if (guessing.open) {
    text = t('overlays.guess_the_balance', { count: guessing.count })
  }
  if (!text) return null
  return (
    <p className="mt-5 rounded-xl border border-[var(--accent)]/50 bg-black/40 px-4 py-3 text-2xl font-bold">
      {text}
    </p>
  )
}

HuntOverlay.layout = noLayout
