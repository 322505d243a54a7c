import { Target } from 'lucide-react'
import type { Data } from '@generated/data'
import { GUESSING_CLOSED_BY_PAYOUT } from '@shared/hunt'
import { GuessWinnerCard } from '~/components/bonus_hunt/guess_winner_card'
import { OpenGuessing } from '~/components/bonus_hunt/open_guessing'
import { GuessList } from '~/components/bonus_hunt/guess_list'
import { HuntPanel } from '~/components/bonus_hunt/hunt_panel'
import { formatWhole } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'

/**
 * Guess the balance on the hunt page. While guessing is open: how many have guessed and the
 * visitor's own guess (a small form; guests are asked to log in). Closed while the hunt runs:
 * the number of guesses only. Once the hunt finished: every guess, closest first, and the winner.
 */
export function GuessPanel({
  guessing,
  live,
  myGuess,
}: {
  guessing: Data.BonusHunt['guessing']
  live: boolean
  myGuess: number | null
}) {
  const t = useT()
  const locale = useLocale()
  const shown = guessing.open || guessing.count > 0 || guessing.winner !== null
  if (!shown) return null
  return (
    <HuntPanel
      id="guess-title"
      title={t('hunt.guess_title')}
      icon={Target}
      iconClassName="text-neon-pink"
      points={
        guessing.prize
          ? t('hunt.guess_prize', { points: formatWhole(guessing.prize, locale) })
          : null
      }
      open={guessing.open}
    >
      {guessing.winner && <GuessWinnerCard guessing={guessing} />}

      {guessing.open ? (
        <OpenGuessing count={guessing.count} myGuess={myGuess} />
      ) : (
        <>
          {live && !guessing.winner && (
            <p data-guessing-closed className="mt-3 text-sm text-slate-300">
              {guessing.closed_by_payout
                ? t(GUESSING_CLOSED_BY_PAYOUT.reason)
                : t('hunt.guessing_closed')}{' '}
              {t('hunt.guessing_closed_wait', { count: guessing.count })}
            </p>
          )}
          {!live && <GuessList guesses={guessing.guesses} />}
        </>
      )}
    </HuntPanel>
  )
}
