import { useEffect, useState, type FormEvent } from 'react'
import { router, usePage } from '@inertiajs/react'
import { toast } from 'sonner'
import { Crown, Target } from 'lucide-react'
import type { Data } from '@generated/data'
import { call } from '~/lib/api_client'
import { openAuthModal } from '~/lib/events'
import { NeonButton } from '~/components/ui/neon_button'
import { money } from '~/components/bonus_hunt/hunt_view'
import { TableHead, type ColumnHead } from '~/components/ui/table_head'
import { GUESSING_CLOSED_BY_PAYOUT } from '@shared/hunt'

type Guessing = Data.BonusHunt['guessing']

const FAILED = 'Your guess could not be saved. Please try again.'

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
  guessing: Guessing
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

      {guessing.winner && <WinnerCard guessing={guessing} />}

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

function WinnerCard({ guessing }: { guessing: Guessing }) {
  const winner = guessing.winner!
  return (
    <div
      data-guess-winner
      className="mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-gold/40 bg-gold/10 px-4 py-3"
    >
      <Crown aria-hidden className="h-6 w-6 shrink-0 text-gold" />
      <p className="min-w-0 flex-1 text-sm text-slate-200">
        <span className="block text-[0.65rem] font-semibold tracking-widest text-gold uppercase">
          Closest guess
        </span>
        <span className="font-semibold text-white">{winner.username}</span> guessed{' '}
        <span className="font-semibold text-white tabular-nums">{money(winner.amount)}</span>
        {guessing.final_balance !== null && (
          <>
            {' '}
            - the hunt finished at{' '}
            <span className="font-semibold text-neon-mint tabular-nums">
              {money(guessing.final_balance)}
            </span>
          </>
        )}
        {winner.prize ? <> and wins {winner.prize.toLocaleString('en-US')} points.</> : <>.</>}
      </p>
    </div>
  )
}

function OpenGuessing({ count, myGuess }: { count: number; myGuess: number | null }) {
  const { user } = usePage().props
  const [amount, setAmount] = useState(myGuess === null ? '' : String(myGuess))
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  // another tab or the 10 s refresh may bring a newer guess of the user's
  useEffect(() => {
    if (myGuess !== null) setAmount(String(myGuess))
  }, [myGuess])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const value = amount.trim() === '' ? Number.NaN : Number(amount)
    if (!Number.isFinite(value)) {
      setError('Enter your guess in dollars, for example 1234.56')
      return
    }
    setError(null)
    setBusy(true)
    try {
      const result = await call('economy.hunt_guess', { body: { amount: value } })
      if (result.ok) {
        toast.success(String(result.data?.message ?? 'Your guess is in.'))
        router.reload({ only: ['hunt', 'my_guess'] })
      } else if (result.status === 401) {
        toast.error('Please log in to guess the balance')
        openAuthModal('login')
      } else {
        const message = String(result.data?.message ?? result.data?.error ?? FAILED)
        setError(message)
        toast.error(message)
      }
    } catch {
      toast.error(FAILED)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="mt-4 grid gap-4 md:grid-cols-[1fr_1.4fr] md:items-end">
      <div className="rounded-2xl border border-white/10 bg-night-950/60 px-4 py-4">
        <p className="text-[0.7rem] font-semibold tracking-widest text-muted uppercase">
          Guesses so far
        </p>
        <p
          data-guess-count
          className="mt-1 font-display text-2xl font-extrabold text-neon-cyan tabular-nums"
        >
          {count.toLocaleString('en-US')}
        </p>
        <p className="mt-1 text-xs text-slate-400">
          Everyone&apos;s guesses are shown when guessing closes.
        </p>
      </div>

      {user ? (
        <form onSubmit={submit} noValidate>
          <label htmlFor="hunt-guess" className="neon-label">
            Your guess of the final balance ($)
          </label>
          <div className="flex gap-2">
            <input
              id="hunt-guess"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              placeholder="1234.56"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'hunt-guess-error' : 'hunt-guess-help'}
              className={`neon-input h-11 text-base tabular-nums ${error ? 'border-red-400/70' : ''}`}
            />
            <NeonButton type="submit" disabled={busy} className="shrink-0">
              {busy ? 'SAVING...' : myGuess === null ? 'GUESS' : 'UPDATE'}
            </NeonButton>
          </div>
          {error ? (
            <p id="hunt-guess-error" role="alert" className="mt-2 text-sm text-red-300">
              {error}
            </p>
          ) : (
            <p id="hunt-guess-help" className="mt-2 text-sm text-slate-300">
              {myGuess === null ? (
                'One guess per person; you can change it until guessing closes.'
              ) : (
                <>
                  Your guess:{' '}
                  <span data-my-guess className="font-semibold text-neon-mint tabular-nums">
                    {money(myGuess)}
                  </span>
                </>
              )}
            </p>
          )}
        </form>
      ) : (
        <div className="rounded-2xl border border-neon-violet/30 bg-neon-violet/10 px-4 py-4">
          <p className="text-sm text-slate-200">
            Log in to guess the final balance. The closest guess wins.
          </p>
          <NeonButton className="mt-3" size="sm" onClick={() => openAuthModal('login')}>
            LOG IN TO GUESS
          </NeonButton>
        </div>
      )}
    </div>
  )
}

const GUESS_COLUMNS: ColumnHead[] = [
  { label: '#', className: 'px-4 py-2.5' },
  { label: 'Viewer', className: 'px-2 py-2.5' },
  { label: 'Guess', className: 'px-4 py-2.5 text-right' },
]

function GuessList({ guesses }: { guesses: Guessing['guesses'] }) {
  if (guesses.length === 0) {
    return <p className="mt-4 text-sm text-slate-400">Nobody guessed on this hunt.</p>
  }
  return (
    <div className="mt-4 overflow-hidden rounded-2xl border border-white/10 bg-night-900/80">
      <div className="max-h-[320px] overflow-auto" tabIndex={0} aria-label="All guesses">
        <table className="w-full text-sm">
          <TableHead
            className="sticky top-0 bg-night-800/95 backdrop-blur"
            rowClassName="text-left text-[0.7rem] tracking-widest text-muted uppercase"
            columns={GUESS_COLUMNS}
          />
          <tbody>
            {guesses.map((g, i) => (
              <tr
                key={`${g.username}-${i}`}
                className={`border-t border-white/5 ${g.winner ? 'bg-gold/10' : ''}`}
              >
                <td className="px-4 py-2 font-display font-bold text-slate-300">{i + 1}</td>
                <td className="px-2 py-2 font-medium text-white">
                  <span className="inline-flex items-center gap-1.5">
                    {g.winner && <Crown aria-label="Winner" className="h-4 w-4 text-gold" />}
                    {g.username}
                  </span>
                </td>
                <td className="px-4 py-2 text-right tabular-nums text-slate-200">
                  {money(g.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
