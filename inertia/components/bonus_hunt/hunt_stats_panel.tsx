import { BarChart3 } from 'lucide-react'
import type { HuntBonusRef, HuntStats } from '@shared/hunt_stats'
import { multiText } from '@shared/hunt_stats'
import { formatUsdCents } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'

/** A stat's dt/dd pair (the only wrapper a <dl> allows around them), and a smaller detail line */
function Stat({
  label,
  value,
  accent,
  detail,
}: {
  label: string
  value: string
  accent: string
  detail?: string
}) {
  return (
    <div className="min-w-0 rounded-xl border border-white/10 bg-night-950/60 px-3 py-3">
      <dt className="text-[0.65rem] font-semibold tracking-widest text-muted uppercase">{label}</dt>
      <dd
        className={`mt-1 truncate font-display text-sm font-bold tabular-nums sm:text-base ${accent}`}
      >
        {value}
      </dd>
      {detail && <dd className="mt-0.5 truncate text-xs text-slate-300">{detail}</dd>}
    </div>
  )
}

/**
 * A hunt's statistics as the database computed them (#shared/hunt_stats): profit or loss,
 * average and break-even multi, best and worst bonus. On the hunt pages.
 */
export function HuntStatsPanel({ stats }: { stats: HuntStats }) {
  const t = useT()
  const locale = useLocale()
  const detail = (ref: HuntBonusRef | null) =>
    ref
      ? t('hunt_history.stat_bonus', {
          slot: ref.slot_name,
          amount: formatUsdCents(ref.amount, locale),
        })
      : undefined
  const profit = stats.profit
  return (
    <section aria-labelledby="hunt-stats" className="neon-panel mt-8 p-5 sm:p-6" data-hunt-stats>
      <h2
        id="hunt-stats"
        className="flex items-center gap-2 font-display text-lg font-bold text-white"
      >
        <BarChart3 aria-hidden className="h-5 w-5 text-neon-violet" />
        {t('hunt_history.stats_title')}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Stat
          label={t('hunt_history.stat_profit')}
          value={`${profit > 0 ? '+' : ''}${formatUsdCents(profit, locale)}`}
          accent={profit >= 0 ? 'text-neon-mint' : 'text-red-300'}
        />
        <Stat
          label={t('hunt_history.stat_avg_multi')}
          value={multiText(stats.avg_multi)}
          accent="text-neon-pink"
        />
        <Stat
          label={t('hunt_history.stat_break_even')}
          value={multiText(stats.break_even_multi)}
          accent="text-neon-orange"
        />
        <Stat
          label={t('hunt_history.stat_best')}
          value={multiText(stats.best?.multi ?? null)}
          detail={detail(stats.best)}
          accent="text-neon-cyan"
        />
        <Stat
          label={t('hunt_history.stat_worst')}
          value={multiText(stats.worst?.multi ?? null)}
          detail={detail(stats.worst)}
          accent="text-slate-300"
        />
      </dl>
    </section>
  )
}
