import { CheckCircle2, XCircle } from 'lucide-react'
import { wordCheck, type CheckStep } from '@shared/check_steps'
import { drawProcedure } from '@shared/draw_procedure'
import { formatWhole } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'

/**
 * The steps of a draw check as the browser ran them (@shared/draw_verification): one row per
 * step, a mint tick when it holds, a pink cross with what failed when not
 */
export function DrawCheckSteps({ steps }: { steps: CheckStep[] }) {
  const t = useT()
  const locale = useLocale()
  const passed = steps.every((s) => s.ok)
  return (
    <div className="space-y-3">
      <p
        data-check-summary={passed ? 'ok' : 'bad'}
        className={`rounded-lg px-3 py-2 text-sm font-semibold ring-1 ${
          passed
            ? 'bg-neon-mint/10 text-neon-mint ring-neon-mint/40'
            : 'bg-neon-pink/10 text-neon-pink ring-neon-pink/50'
        }`}
      >
        {passed
          ? t('verify.steps_hold')
          : t('verify.steps_fail', {
              failed: formatWhole(steps.filter((s) => !s.ok).length, locale),
              total: formatWhole(steps.length, locale),
            })}
      </p>
      <ol className="grid gap-2" data-check-steps>
        {steps.map((s, index) => {
          const Icon = s.ok ? CheckCircle2 : XCircle
          return (
            <li
              key={s.id}
              data-step={s.id}
              data-verdict={s.ok ? 'ok' : 'bad'}
              className={`flex items-start gap-3 rounded-lg border px-3 py-2 ${
                s.ok ? 'border-neon-mint/25 bg-neon-mint/5' : 'border-neon-pink/40 bg-neon-pink/10'
              }`}
            >
              <Icon
                aria-hidden
                className={`mt-0.5 h-5 w-5 shrink-0 ${s.ok ? 'text-neon-mint' : 'text-neon-pink'}`}
              />
              <div className="min-w-0">
                <p
                  className={`text-xs font-bold tracking-widest uppercase ${s.ok ? 'text-neon-mint' : 'text-neon-pink'}`}
                >
                  {index + 1}. {t(s.label)}{' '}
                  <span className="sr-only">
                    {t(s.ok ? 'verify.step_holds' : 'verify.step_fails')}
                  </span>
                </p>
                <p className="mt-0.5 text-sm break-words text-slate-200">
                  {wordCheck(t, s.detail)}
                </p>
              </div>
            </li>
          )
        })}
      </ol>
    </div>
  )
}

/** The draw procedure, word for word as @shared/draw_procedure states it */
export function DrawProcedure({ kind }: { kind: 'vault' | 'raffle' | 'tournament' }) {
  const t = useT()
  return (
    <details className="text-sm text-slate-300" data-draw-procedure>
      <summary className="cursor-pointer text-xs tracking-widest text-muted uppercase">
        {t('verify.procedure')}
      </summary>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-xs sm:text-sm">
        {drawProcedure(kind).map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </details>
  )
}
