import { useState } from 'react'
import type { OwnStake, PublicPrediction } from '@shared/predictions'
import { formatWhole } from '@shared/format'
import { OutcomeBars } from '~/components/predictions/outcome_bars'
import { StakeForm } from '~/components/predictions/stake_form'
import { useLocale, useT } from '~/lib/i18n'

/** The time left until `end`, as h:mm:ss (or m:ss) */
export function timeLeft(end: string, now: number) {
  const seconds = Math.max(0, Math.floor((Date.parse(end) - now) / 1000))
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60]
  const pad = (value: number) => String(value).padStart(2, '0')
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`
}

/** The status a prediction shows now: an open one past its lock time is locked */
export function statusAt(prediction: PublicPrediction, now: number) {
  return prediction.status === 'open' && Date.parse(prediction.locks_at) <= now
    ? 'locked'
    : prediction.status
}

const TONES = {
  open: 'text-neon-green bg-neon-green/10 ring-neon-green/40',
  locked: 'text-neon-orange bg-neon-orange/10 ring-neon-orange/40',
  resolved: 'text-neon-cyan bg-neon-cyan/10 ring-neon-cyan/40',
  cancelled: 'text-slate-300 bg-white/5 ring-white/20',
} as const

/** One prediction on /predictions: question, status, pool, outcomes and the viewer's stake */
export function PredictionCard({
  prediction,
  mine,
  now,
}: {
  prediction: PublicPrediction
  mine: OwnStake | null
  now: number
}) {
  const t = useT()
  const locale = useLocale()
  const [picked, setPicked] = useState<number | null>(null)
  const status = statusAt(prediction, now)
  const open = status === 'open'
  return (
    <article className="neon-panel space-y-4 p-5" data-prediction={prediction.id}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="min-w-0 font-display text-lg font-bold break-words text-white">
          {prediction.question}
        </h2>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-bold tracking-widest uppercase ring-1 ${TONES[status]}`}
        >
          {t(`predictions.status_${status}`)}
        </span>
      </header>
      <p className="flex flex-wrap gap-x-4 text-sm text-slate-300">
        <span>{t('predictions.pool', { points: formatWhole(prediction.pool, locale) })}</span>
        {open && (
          <span className="tabular-nums">
            {t('predictions.locks_in', { time: timeLeft(prediction.locks_at, now) })}
          </span>
        )}
      </p>
      <OutcomeBars
        prediction={prediction}
        mine={mine?.outcome ?? null}
        picked={open && !mine ? picked : null}
        onPick={open && !mine ? setPicked : undefined}
      />
      {mine && (
        <p className="text-sm text-slate-200" data-own-stake>
          {mine.payout === null
            ? t('predictions.your_stake', {
                points: formatWhole(mine.amount, locale),
                outcome: prediction.outcomes[mine.outcome]?.label ?? '',
              })
            : t('predictions.your_payout', {
                points: formatWhole(mine.amount, locale),
                payout: formatWhole(mine.payout, locale),
              })}
        </p>
      )}
      {open && <StakeForm prediction={prediction} mine={mine} picked={picked} />}
    </article>
  )
}
