import { History, Users } from 'lucide-react'
import type { Data } from '@generated/data'
import { formatUsd, formatUtcDate, formatWhole } from '@shared/format'
import { boardName } from '@shared/leaderboards'
import { useLocale, useT } from '~/lib/i18n'

/** '{provider} Stats': the current competition and the last 3 archived ones */
export function StatsCard({ stats }: { stats: Data.LeaderboardStats }) {
  const current = stats.current
  const t = useT()
  const locale = useLocale()
  return (
    <article className="neon-panel p-5" data-provider={stats.provider}>
      <h2 className="font-display text-lg font-bold tracking-wide text-white">
        {t('admin_leaderboards.stats_title', { label: boardName(stats.provider, t) })}
      </h2>

      <section className="mt-4">
        <h3 className="neon-label flex items-center gap-1.5">
          <Users className="h-3.5 w-3.5" aria-hidden /> {t('admin_leaderboards.stats_current')}
        </h3>
        {current ? (
          <div className="mt-2 grid grid-cols-2 gap-3">
            <div className="rounded-xl bg-night-950/60 px-4 py-3 ring-1 ring-white/10">
              <p className="text-xs text-slate-400">{t('admin_leaderboards.stats_participants')}</p>
              <p className="font-display text-xl font-bold text-neon-cyan">
                {formatWhole(current.participants, locale)}
              </p>
            </div>
            <div className="rounded-xl bg-night-950/60 px-4 py-3 ring-1 ring-white/10">
              <p className="text-xs text-slate-400">{t('admin_leaderboards.prize')}</p>
              <p className="font-display text-xl font-bold text-gold">
                {formatUsd(current.prize, locale)}
              </p>
            </div>
            <p className="col-span-2 text-sm text-slate-300">
              {t('admin_leaderboards.stats_ends', {
                date: formatUtcDate(current.end_date, locale),
              })}
            </p>
          </div>
        ) : (
          <p className="mt-2 rounded-xl bg-night-950/60 px-4 py-3 text-sm text-slate-400 ring-1 ring-white/10">
            {t('admin_leaderboards.stats_no_active')}
          </p>
        )}
      </section>

      <section className="mt-5">
        <h3 className="neon-label flex items-center gap-1.5">
          <History className="h-3.5 w-3.5" aria-hidden /> {t('admin_leaderboards.stats_history')}
        </h3>
        {stats.history.length === 0 ? (
          <p className="mt-2 text-sm text-slate-400">{t('admin_leaderboards.stats_no_history')}</p>
        ) : (
          <ol className="mt-2 divide-y divide-white/5 rounded-xl bg-night-950/60 ring-1 ring-white/10">
            {stats.history.slice(0, 3).map((entry, index) => (
              <li key={entry.date} className="flex items-center gap-3 px-4 py-2.5 text-sm">
                <span className="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-neon-violet/20 font-display text-xs font-bold text-neon-violet">
                  {index + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-slate-200">{formatUtcDate(entry.date, locale)}</span>
                  <span className="block text-xs text-slate-500">
                    {t('admin_leaderboards.stats_participants_count', {
                      count: String(entry.entries_count),
                    })}
                  </span>
                </span>
                <span className="font-semibold text-gold">{formatUsd(entry.prize, locale)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  )
}
