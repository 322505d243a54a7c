import { useState } from 'react'
import { Trophy } from 'lucide-react'
import type { Data } from '@generated/data'
import type { Board } from '@shared/leaderboards'
import { Avatar } from '~/components/ui/avatar'
import { Amount } from '~/components/ui/amount'
import { lazyDialog } from '~/components/ui/lazy_dialog'
import { useHistoryMonth } from '~/components/leaderboard/history_month'
import { useT } from '~/lib/i18n'

const WinnersDialog = lazyDialog(
  () => import('~/components/leaderboard/winners_dialog').then((m) => m.WinnersDialog),
  (props) => props.item !== null
)

type HistoryItem = Data.Board['history'][number]

/** Past competitions of a board; a card opens its winners. Empty: one 'No winners yet' card */
export function HistoryStrip({ provider, history }: { provider: Board; history: HistoryItem[] }) {
  const [open, setOpen] = useState<HistoryItem | null>(null)
  const t = useT()
  const month = useHistoryMonth()
  const card =
    'flex min-w-0 flex-col items-start gap-3 rounded-2xl border border-white/10 bg-night-900/80 p-4 text-left'
  return (
    <section aria-labelledby={`history-${provider}`} className="mx-auto mt-16 max-w-5xl">
      <h2 id={`history-${provider}`} className="neon-title mb-6 text-center text-xl sm:text-2xl">
        {t('leaderboard.history_title')}
      </h2>
      <ul className="grid grid-cols-1 justify-center gap-3 min-[420px]:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(0,15rem))]">
        {history.length === 0 ? (
          <li className={`${card} items-center text-center`}>
            <Trophy aria-hidden className="h-6 w-6 text-slate-400" />
            <p className="w-full font-display text-sm tracking-widest text-slate-300">
              {t('leaderboard.no_winners')}
            </p>
          </li>
        ) : (
          history.map((item) => {
            const winner = item.top[0]
            return (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => setOpen(item)}
                  className={`${card} w-full transition hover:border-neon-pink/50 hover:bg-night-800`}
                >
                  <span className="font-display text-xs font-semibold tracking-widest text-neon-cyan uppercase">
                    {month(item.start_date)}
                  </span>
                  <span className="flex w-full min-w-0 items-center gap-2">
                    <Avatar src={winner?.avatar} alt="" size={32} className="ring-gold" />
                    <span className="min-w-0">
                      <span className="block text-[0.65rem] tracking-widest text-muted uppercase">
                        {t('leaderboard.history_winner')}
                      </span>
                      <span className="block truncate font-semibold text-white">
                        {winner?.name ?? t('leaderboard.history_unknown')}
                      </span>
                    </span>
                  </span>
                  <Amount
                    site={provider}
                    value={item.prize}
                    className="font-display text-sm font-bold text-gold"
                  />
                </button>
              </li>
            )
          })
        )}
      </ul>
      <WinnersDialog provider={provider} item={open} onClose={() => setOpen(null)} />
    </section>
  )
}
