import { countdownParts } from '@shared/leaderboards'
import { useNow } from '~/hooks/use_now'

/**
 * Time left to `end`: days, hours, min, sec, zero-padded, ticking every second; 'Ended' (or
 * the given ended label) once it has passed. `serverNow` keeps the first render identical
 * on the server and in the browser.
 */
export function Countdown({
  end,
  serverNow,
  label,
  endedLabel = 'Ended',
  size = 'md',
}: {
  end: string
  serverNow: string
  label?: string
  endedLabel?: string
  size?: 'sm' | 'md'
}) {
  const now = useNow(serverNow)
  const endMs = Date.parse(end)
  const parts = countdownParts(Number.isNaN(endMs) ? 0 : endMs - now)

  if (parts.ended) {
    return (
      <div data-state="ended" className="text-center">
        <p className="font-display text-sm font-bold tracking-[0.2em] text-neon-orange sm:text-base">
          {endedLabel}
        </p>
      </div>
    )
  }

  const units = [
    { value: parts.days, unit: 'days' },
    { value: parts.hours, unit: 'hours' },
    { value: parts.minutes, unit: 'min' },
    { value: parts.seconds, unit: 'sec' },
  ]
  const box = size === 'sm' ? 'w-14 py-2 text-xl' : 'w-16 py-2.5 text-2xl sm:w-20 sm:text-3xl'
  return (
    <div data-state="running" className="text-center">
      {label && (
        <p className="mb-3 font-display text-xs font-semibold tracking-[0.25em] text-slate-300 sm:text-sm">
          {label}
        </p>
      )}
      <div
        role="timer"
        aria-label={`${Number(parts.days)} days ${Number(parts.hours)} hours ${Number(parts.minutes)} minutes left`}
        className="flex justify-center gap-2 sm:gap-3"
      >
        {units.map(({ value, unit }) => (
          <div
            key={unit}
            className={`rounded-xl border border-white/10 bg-night-950/70 text-center shadow-[inset_0_1px_0_rgb(255_255_255/0.06)] ${box}`}
          >
            <span aria-hidden className="block font-display font-extrabold text-white tabular-nums">
              {value}
            </span>
            <span aria-hidden className="block text-[0.65rem] tracking-widest text-muted uppercase">
              {unit}
            </span>
          </div>
        ))}
      </div>
    </div>
  )
}
