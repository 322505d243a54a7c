import type { InertiaProps } from '~/types'
import type { Data } from '@generated/data'
import type { OverlayOptions } from '@shared/overlays'
import { slotMulti, summaryMulti } from '@shared/hunt'
import { money } from '~/components/bonus_hunt/hunt_view'
import {
  OverlayEmpty,
  OverlayFigure,
  OverlayFrame,
  OverlayHeading,
  noLayout,
} from '~/components/overlays/overlay_frame'
import { useLiveProps } from '~/hooks/use_live_props'

type Props = { options: OverlayOptions; hunt: Data.BonusHunt | null }

/** The bonus hunt for the stream: figures, the first `rows` bonuses, and guess the balance */
export default function HuntOverlay({ options, hunt }: InertiaProps<Props>) {
  useLiveProps('hunt', ['hunt'])
  return (
    <OverlayFrame title="Bonus Hunt" options={options}>
      {hunt ? (
        <>
          <OverlayHeading
            kicker={hunt.status === 'live' ? 'Bonus hunt · live' : 'Bonus hunt · finished'}
            title={hunt.title}
          />
          <dl className={`grid gap-3 ${options.compact ? 'grid-cols-2' : 'grid-cols-4'}`}>
            <OverlayFigure label="Start" value={money(hunt.starting_balance)} />
            <OverlayFigure label="Won" value={money(hunt.total_won)} />
            {!options.compact && (
              <OverlayFigure
                label="Bonuses"
                value={`${hunt.bonuses_completed}/${hunt.bonuses_total}`}
              />
            )}
            {!options.compact && (
              <OverlayFigure label="Req. multi" value={summaryMulti(hunt.avg_x_required)} />
            )}
          </dl>
          {!options.compact && hunt.slots.length > 0 && (
            <ol className="mt-5 space-y-1.5 text-2xl">
              {hunt.slots.slice(0, options.rows).map((slot, index) => (
                <li
                  key={slot.id}
                  className="flex items-center gap-4 rounded-xl bg-black/35 px-4 py-2"
                >
                  <span className="w-8 text-[var(--accent)] tabular-nums">{index + 1}</span>
                  <span className="min-w-0 flex-1 truncate font-semibold">{slot.slot_name}</span>
                  <span className="text-slate-300 tabular-nums">{money(slot.bet_size)}</span>
                  <span className="w-28 text-right font-bold tabular-nums">
                    {slotMulti(slot.amount, slot.bet_size)}
                  </span>
                </li>
              ))}
            </ol>
          )}
          <GuessLine guessing={hunt.guessing} />
        </>
      ) : (
        <OverlayEmpty>No bonus hunt yet</OverlayEmpty>
      )}
    </OverlayFrame>
  )
}

function GuessLine({ guessing }: { guessing: Data.BonusHunt['guessing'] }) {
  let text: string | null = null
  if (guessing.winner) {
    text = `Closest guess: ${guessing.winner.username} (${money(guessing.winner.amount)})`
  } else if (guessing.open) {
    text = `Guess the balance: ${guessing.count} ${guessing.count === 1 ? 'guess' : 'guesses'}`
  }
  if (!text) return null
  return (
    <p className="mt-5 rounded-xl border border-[var(--accent)]/50 bg-black/40 px-4 py-3 text-2xl font-bold">
      {text}
    </p>
  )
}

HuntOverlay.layout = noLayout
