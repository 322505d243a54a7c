import { useEffect, useState, type FormEvent } from 'react'
import { Target } from 'lucide-react'
import type { Data } from '@generated/data'
import {
  GuessPlacesFields,
  placesAsFields,
} from '~/components/admin/bonus_hunt/guess_places_fields'
import { Badge } from '~/components/ui/badge'
import { NeonButton } from '~/components/ui/neon_button'
import { GUESSING_CLOSED_BY_PAYOUT, GUESSING_FINAL } from '@shared/hunt'
import { typedPrizes } from '@shared/guessing'
import { ROLE_MESSAGES } from '@shared/roles'
import { useCan } from '~/hooks/use_can'
import { useT } from '~/lib/i18n'

type Guessing = Data.BonusHunt['guessing']

/**
 * Opens or closes guess the balance on the live hunt, and sets the places it pays (the top N
 * guesses, the points of each, paid when the hunt finishes; an empty field is a place without
 * points): sent with the switch, or alone by Save places. Places the API would refuse are
 * not sent: its message shows under them. Once the first payout closed guessing, the switch
 * is gone and the panel says why.
 */
export function GuessingControl({
  guessing,
  busy,
  onSubmit,
}: {
  guessing: Guessing
  busy: boolean
  onSubmit: (body: { open: boolean; prizes: number[] }) => void
}) {
  const saved = guessing.prizes.join(',')
  const [places, setPlaces] = useState(() => placesAsFields(guessing.prizes))
  const [refused, setRefused] = useState(false)
  // the answer's places replace the typed ones (`saved` stands for guessing.prizes)
  useEffect(() => setPlaces(placesAsFields(saved.split(',').map(Number))), [saved])

  const lockedByPayout = guessing.closed_by_payout && !guessing.open
  // closing is final once anyone guessed (the server refuses a reopen)
  const lockedByGuesses = !guessing.open && guessing.count > 0
  const locked = lockedByPayout || lockedByGuesses
  // the prize needs grantPoints: a moderator sees it, and sends it back unchanged
  const mayGrant = useCan()('grantPoints')
  const t = useT()

  const send = (open: boolean) => {
    const prizes = typedPrizes(places)
    setRefused(prizes === null)
    if (prizes) onSubmit({ open, prizes })
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    send(!guessing.open)
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
      <form onSubmit={submit} className="space-y-4">
        <GuessPlacesFields
          places={places}
          onChange={setPlaces}
          readOnly={!mayGrant}
          hint={mayGrant ? undefined : t(ROLE_MESSAGES.pointsPrizeHint)}
        />
        {refused && (
          <p role="alert" data-places-refused className="text-sm text-neon-pink">
            {t('hunt_rules.guess_input_prizes')}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <NeonButton
            type="submit"
            size="sm"
            variant={guessing.open ? 'vapourOrange' : 'vapourBlue'}
            disabled={busy || locked}
          >
            {guessing.open ? t('admin_hunt.guessing_close') : t('admin_hunt.guessing_open_button')}
          </NeonButton>
          <NeonButton
            type="button"
            size="sm"
            variant="vapourBlue"
            disabled={busy || !mayGrant}
            onClick={() => send(guessing.open)}
          >
            {t('admin_hunt.guessing_save_places')}
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
