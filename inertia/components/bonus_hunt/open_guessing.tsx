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
import { useLocale, useT } from '~/lib/i18n'
import { useRichT } from '~/components/content/rich_message'

/**
 * Guessing while it is open: how many have guessed and the visitor's own guess (a small form;
 * guests are asked to log in)
 */
export function OpenGuessing({ count, myGuess }: { count: number; myGuess: number | null }) {
  const { user } = usePage().props
  const t = useT()
  const richT = useRichT()
  const locale = useLocale()
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
      form.setError('amount', t('hunt.guess_invalid'))
      return
    }
    form.transform(() => ({ amount: value }))
    const failed = t('hunt.guess_failed')
    const data = await sendVisitorForm(form, 'amount', 'economy.hunt_guess', {
      loginPrompt: t('hunt.guess_login_prompt'),
      failed,
      refusal: (data) => apiMessage(data) ?? failed,
    })
    if (!data) return
    toast.success(String(data?.message ?? t('hunt.guess_saved')))
    router.reload({ only: ['hunt', 'my_guess'] })
  }

  return (
    <div className="mt-4 grid gap-4 md:grid-cols-[1fr_1.4fr] md:items-end">
      <div className="rounded-2xl border border-white/10 bg-night-950/60 px-4 py-4">
        <p className="text-[0.7rem] font-semibold tracking-widest text-muted uppercase">
          {t('hunt.guesses_so_far')}
        </p>
        <p
          data-guess-count
          className="mt-1 font-display text-2xl font-extrabold text-neon-cyan tabular-nums"
        >
          {formatWhole(count, locale)}
        </p>
        <p className="mt-1 text-xs text-slate-400">{t('hunt.guesses_hidden')}</p>
      </div>

      {user ? (
        <InlineSubmitForm
          id="hunt-guess"
          label={t('hunt.guess_label')}
          onSubmit={submit}
          busy={busy}
          submitLabel={
            busy
              ? t('hunt.saving')
              : myGuess === null
                ? t('hunt.guess_button')
                : t('hunt.update_button')
          }
          error={form.errors.amount ?? null}
          help={
            myGuess === null ? (
              t('hunt.guess_help')
            ) : (
              <>
                {richT('hunt.your_guess', {
                  amount: (
                    <span data-my-guess className="font-semibold text-neon-mint tabular-nums">
                      {money(myGuess, locale)}
                    </span>
                  ),
                })}
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
          <p className="text-sm text-slate-200">{t('hunt.guest_guess_text')}</p>
          <NeonButton className="mt-3" size="sm" onClick={() => openAuthModal('login')}>
            {t('hunt.guest_guess_button')}
          </NeonButton>
        </div>
      )}
    </div>
  )
}
