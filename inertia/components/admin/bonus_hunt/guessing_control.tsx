import { useEffect, useState, type FormEvent } from 'react'
import { Target } from 'lucide-react'
import type { Data } from '@generated/data'
import { WholeNumberField } from '~/components/admin/field'
import { Badge } from '~/components/ui/badge'
import { NeonButton } from '~/components/ui/neon_button'
import { GUESSING_CLOSED_BY_PAYOUT, GUESSING_FINAL } from '@shared/hunt'
import { ROLE_MESSAGES } from '@shared/roles'
import { useCan } from '~/hooks/use_can'
import { bindInput } from '~/lib/bind_input'
import { useT } from '~/lib/i18n'

type Guessing = Data.BonusHunt['guessing']

/**
 * Opens or closes guess the balance on the live hunt, with an optional points prize for the
 * closest guess (paid when the hunt finishes). An empty prize field means no prize. Once the
 * first payout closed guessing, the switch is gone and the panel says why.
 */
export function GuessingControl({
  guessing,
  busy,
  onSubmit,
}: {
  guessing: Guessing
  busy: boolean
  onSubmit: (body: { open: boolean; prize: number | null }) => void
}) {
  const [prize, setPrize] = useState(guessing.prize === null ? '' : String(guessing.prize))
  useEffect(() => setPrize(guessing.prize === null ? '' : String(guessing.prize)), [guessing.prize])

  const lockedByPayout = guessing.closed_by_payout && !guessing.open
  // closing is final once anyone guessed (the server refuses a reopen)
  const lockedByGuesses = !guessing.open && guessing.count > 0
  const locked = lockedByPayout || lockedByGuesses
  // the prize needs grantPoints: a moderator sees it, and sends it back unchanged
  const mayGrant = useCan()('grantPoints')
  const t = useT()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    // a prize that is not a whole number is sent as is, so the server's message explains why
    const value = prize.trim() === '' ? null : Number(prize)
    onSubmit({ open: !guessing.open, prize: value })
  }

  return (
    <section className="neon-panel p-5">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 className="flex items-center gap-2 font-display text-sm font-bold tracking-widest text-white uppercase">
          <Target className="h-4 w-4 text-neon-pink" aria-hidden /> {t('admin_hunt.guessing_title')}
        </h2>
        <Badge tone={guessing.open ? 'mint' : 'gray'}>
          {guessing.open ? t('admin_hunt.guessing_open') : t('admin_hunt.guessing_closed')}
        </Badge>
        <span className="text-sm text-slate-400">
          {t('admin_hunt.guessing_count', { count: guessing.count })}
        </span>
      </div>
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-[14rem_auto] sm:items-end">
        <WholeNumberField
          id="guess-prize"
          label={t('admin_hunt.guessing_prize')}
          min={1}
          placeholder={t('admin_hunt.guessing_no_prize')}
          readOnly={!mayGrant}
          hint={mayGrant ? undefined : t(ROLE_MESSAGES.pointsPrizeHint)}
          {...bindInput(prize, setPrize)}
        />
        <div>
          <NeonButton
            type="submit"
            size="sm"
            variant={guessing.open ? 'vapourOrange' : 'vapourBlue'}
            disabled={busy || locked}
          >
            {guessing.open ? t('admin_hunt.guessing_close') : t('admin_hunt.guessing_open_button')}
          </NeonButton>
        </div>
      </form>
      {lockedByPayout && (
        <p
          data-guessing-closed
          className="mt-3 rounded-lg border border-neon-orange/30 bg-neon-orange/10 px-3 py-2 text-sm text-slate-200"
        >
          {t(GUESSING_CLOSED_BY_PAYOUT.reason)} {t('admin_hunt.guessing_stays_closed')}
        </p>
      )}
      {lockedByGuesses && !lockedByPayout && (
        <p
          data-guessing-final
          className="mt-3 rounded-lg border border-neon-orange/30 bg-neon-orange/10 px-3 py-2 text-sm text-slate-200"
        >
          {t(GUESSING_FINAL.reopenRefused)}.
        </p>
      )}
      <p className="mt-3 text-xs text-slate-500">{t('admin_hunt.guessing_help')}</p>
    </section>
  )
}
