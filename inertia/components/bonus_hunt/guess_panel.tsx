import { Target } from 'lucide-react'
import type { Data } from '@generated/data'
import { GUESSING_CLOSED_BY_PAYOUT } from '@shared/hunt'
import { GuessWinnerCard } from '~/components/bonus_hunt/guess_winner_card'
import { OpenGuessing } from '~/components/bonus_hunt/open_guessing'
import { GuessList } from '~/components/bonus_hunt/guess_list'

/**
 * Guess the balance on the hunt page. While guessing is open: how many have guessed and the
 * visitor's own guess (a small form; guests are asked to log in). Once closed: every guess,
 * closest first after the hunt finished, and the winner.
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
  const shown = guessing.open || guessing.count > 0 || guessing.winner !== null
  if (!shown) return null
  return (
    <section aria-labelledby="guess-title" className="neon-panel mt-8 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="guess-title"
          className="flex items-center gap-2 font-display text-lg font-bold text-white"
        >
          <Target aria-hidden className="h-5 w-5 text-neon-pink" />
          Guess the Balance
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {guessing.prize ? (
            <span className="rounded-full bg-gold/10 px-3 py-1 font-display text-[0.7rem] font-bold tracking-widest text-gold ring-1 ring-gold/40">
              PRIZE {guessing.prize.toLocaleString('en-US')} POINTS
            </span>
          ) : null}
          <span
            className={`rounded-full px-3 py-1 font-display text-[0.7rem] font-bold tracking-widest ring-1 ${
              guessing.open
                ? 'bg-neon-mint/10 text-neon-mint ring-neon-mint/40'
                : 'bg-white/5 text-slate-300 ring-white/15'
            }`}
          >
            {guessing.open ? 'OPEN' : 'CLOSED'}
          </span>
        </div>
      </div>

      {guessing.winner && <GuessWinnerCard guessing={guessing} />}

      {guessing.open ? (
        <OpenGuessing count={guessing.count} myGuess={myGuess} />
      ) : (
        <>
          {live && !guessing.winner && (
            <p data-guessing-closed className="mt-3 text-sm text-slate-300">
              {guessing.closed_by_payout ? GUESSING_CLOSED_BY_PAYOUT.reason : 'Guessing is closed.'}{' '}
              The closest guess to the final balance wins when the hunt finishes.
            </p>
          )}
          <GuessList guesses={guessing.guesses} />
        </>
      )}
    </section>
  )
}
