import { useEffect, type FormEvent } from 'react'
import { router, useHttp, usePage } from '@inertiajs/react'
import { toast } from 'sonner'
import { apiMessage } from '~/lib/api_message'
import { openAuthModal } from '~/lib/events'
import { sendVisitorForm } from '~/lib/visitor_form'
import { NeonButton } from '~/components/ui/neon_button'
import { money } from '~/components/bonus_hunt/hunt_view'
import { InlineSubmitForm } from '~/components/ui/inline_submit_form'
import { bindInput } from '~/lib/bind_input'
import { MONEY_INPUT } from '~/lib/number_inputs'
import { formatWhole } from '@shared/format'

const FAILED = 'Your guess could not be saved. Please try again.'

/**
 * Guessing while it is open: how many have guessed and the visitor's own guess (a small form;
 * guests are asked to log in)
 */
export function OpenGuessing({ count, myGuess }: { count: number; myGuess: number | null }) {
  const { user } = usePage().props
  const form = useHttp({ amount: myGuess === null ? '' : String(myGuess) })
  const { amount } = form.data
  const busy = form.processing

  // another tab or the 10 s refresh may bring a newer guess of the user's
  useEffect(() => {
    if (myGuess !== null) form.setData('amount', String(myGuess))
  }, [myGuess])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const value = amount.trim() === '' ? Number.NaN : Number(amount)
    if (!Number.isFinite(value)) {
      form.setError('amount', 'Enter your guess in dollars, for example 1234.56')
      return
    }
    form.transform(() => ({ amount: value }))
    const data = await sendVisitorForm(form, 'amount', 'economy.hunt_guess', {
      loginPrompt: 'Please log in to guess the balance',
      failed: FAILED,
      refusal: (data) => apiMessage(data) ?? FAILED,
    })
    if (!data) return
    toast.success(String(data?.message ?? 'Your guess is in.'))
    router.reload({ only: ['hunt', 'my_guess'] })
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
          {formatWhole(count)}
        </p>
        <p className="mt-1 text-xs text-slate-400">
          Everyone&apos;s guesses are shown when guessing closes.
        </p>
      </div>

      {user ? (
        <InlineSubmitForm
          id="hunt-guess"
          label="Your guess of the final balance ($)"
          onSubmit={submit}
          busy={busy}
          submitLabel={busy ? 'SAVING...' : myGuess === null ? 'GUESS' : 'UPDATE'}
          error={form.errors.amount ?? null}
          help={
            myGuess === null ? (
              'One guess per person; you can change it until guessing closes.'
            ) : (
              <>
                Your guess:{' '}
                <span data-my-guess className="font-semibold text-neon-mint tabular-nums">
                  {money(myGuess)}
                </span>
              </>
            )
          }
          {...MONEY_INPUT}
          {...bindInput(amount, (next) => form.setData('amount', next))}
          placeholder="1234.56"
          inputClassName="tabular-nums"
        />
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
