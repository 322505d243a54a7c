import { countdownParts } from '@shared/leaderboards'
import { useNow } from '~/hooks/use_now'
import { useT } from '~/lib/i18n'

/**
 * Time left to `end`: days, hours, min, sec, zero-padded, ticking every second; 'Ended' (or
 * the given ended label) once it has passed. `serverNow` keeps the first render identical
 * on the server and in the browser.
 */
export function Countdown({
  end,
  serverNow,
  label,
  endedLabel,
  size = 'md',
}: {
  end: string
  serverNow: string
  label?: string
  endedLabel?: string
  size?: 'sm' | 'md'
}) {
  const t = useT()
  const now = useNow(serverNow)
  const endMs = Date.parse(end)
  const parts = countdownParts(Number.isNaN(endMs) ? 0 : endMs - now)

  if (parts.ended) {
    return (
      <div data-state="ended" className="text-center">
        <p className="font-display text-sm font-bold tracking-[0.2em] text-neon-orange sm:text-base">
          {endedLabel ?? t('ui.countdown_ended')}
        </p>
      </div>
    )
  }

  const units = [
    { value: parts.days, unit: t('ui.countdown_days') },
    { value: parts.hours, unit: t('ui.countdown_hours') },
    { value: parts.minutes, unit: t('ui.countdown_minutes') },
    { value: parts.seconds, unit: t('ui.countdown_seconds') },
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
        aria-label={t('ui.countdown_left', {
          days: Number(parts.days),
          hours: Number(parts.hours),
          minutes: Number(parts.minutes),
        })}
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
