import { Crown } from 'lucide-react'
import { shownName } from '@shared/deleted_user'
import type { Data } from '@generated/data'
import { money } from '~/components/bonus_hunt/hunt_view'
import { formatWhole } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'
import { useRichT } from '~/components/content/rich_message'

/** The closest guess of a finished hunt: who, how much, the final balance and the prize */
export function GuessWinnerCard({ guessing }: { guessing: Data.BonusHunt['guessing'] }) {
  const t = useT()
  const richT = useRichT()
  const locale = useLocale()
  const winner = guessing.winner!
  return (
    <div
      data-guess-winner
      className="mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-gold/40 bg-gold/10 px-4 py-3"
    >
      <Crown aria-hidden className="h-6 w-6 shrink-0 text-gold" />
      <p className="min-w-0 flex-1 text-sm text-slate-200">
        <span className="block text-[0.65rem] font-semibold tracking-widest text-gold uppercase">
          {t('hunt.closest_guess')}
        </span>
        {richT('hunt.winner_guessed', {
          name: <span className="font-semibold text-white">{shownName(winner.username, t)}</span>,
          amount: (
            <span className="font-semibold text-white tabular-nums">
              {money(winner.amount, locale)}
            </span>
          ),
        })}
        {guessing.final_balance !== null &&
          richT('hunt.winner_finished_at', {
            balance: (
              <span className="font-semibold text-neon-mint tabular-nums">
                {money(guessing.final_balance, locale)}
              </span>
            ),
          })}
        {winner.prize ? t('hunt.winner_prize', { points: formatWhole(winner.prize, locale) }) : '.'}
      </p>
    </div>
  )
}
