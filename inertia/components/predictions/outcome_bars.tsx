import { Check } from 'lucide-react'
import type { PublicPrediction } from '@shared/predictions'
import { formatWhole } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'

/**
 * Each outcome with its share of the pool as a bar, its points and people; the winner marked.
 * `picked`/`onPick` make the rows choosable (the stake form's outcome); `mine` marks the
 * viewer's own outcome.
 */
export function OutcomeBars({
  prediction,
  mine = null,
  picked = null,
  onPick,
  large = false,
}: {
  prediction: PublicPrediction
  mine?: number | null
  picked?: number | null
  onPick?: (index: number) => void
  large?: boolean
}) {
  const t = useT()
  const locale = useLocale()
  const pool = prediction.pool
  return (
    <ol className="space-y-2">
      {prediction.outcomes.map((outcome, index) => {
        const share = pool > 0 ? Math.round((outcome.points / pool) * 100) : 0
        const won = prediction.winning_outcome === index
        const chosen = picked === index
        const row = (
          <>
            <span
              aria-hidden
              className={`absolute inset-y-0 left-0 rounded-lg ${won ? 'bg-neon-green/25' : 'bg-[var(--accent,theme(colors.neon.cyan))]/15'}`}
              style={{ width: `${share}%` }}
            />
            <span className="relative flex min-w-0 items-center gap-2 font-semibold break-words text-white">
              {won && (
                <Check
                  className="h-4 w-4 shrink-0 text-neon-green"
                  aria-label={t('predictions.winner')}
                />
              )}
              {outcome.label}
              {mine === index && (
                <span className="rounded bg-neon-pink/20 px-1.5 text-[10px] tracking-widest text-neon-pink uppercase">
                  {t('predictions.your_pick')}
                </span>
              )}
            </span>
            <span className="relative shrink-0 text-right text-slate-300 tabular-nums">
              {share}% ·{' '}
              {t('predictions.points_people', {
                points: formatWhole(outcome.points, locale),
                people: outcome.people,
              })}
            </span>
          </>
        )
        const frame = `relative flex w-full items-center justify-between gap-3 overflow-hidden rounded-lg border px-3 ${large ? 'py-3 text-2xl' : 'py-2 text-sm'} ${chosen ? 'border-neon-cyan ring-1 ring-neon-cyan' : 'border-white/10'}`
        return (
          <li key={index} data-outcome={index}>
            {onPick ? (
              <button
                type="button"
                aria-pressed={chosen}
                className={`${frame} text-left hover:border-neon-cyan/60`}
                onClick={() => onPick(index)}
              >
                {row}
              </button>
            ) : (
              <div className={frame}>{row}</div>
            )}
          </li>
        )
      })}
    </ol>
  )
}
