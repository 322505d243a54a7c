import { useState, type FormEvent } from 'react'
import { Save } from 'lucide-react'
import type { Data } from '@generated/data'
import { BRACKET_CHAMPION_PRIZE } from '@shared/tournament'
import { BRACKET_ROUNDS } from '@shared/tournament'
import { NeonButton } from '~/components/ui/neon_button'
import { Field, WholeNumberField } from '~/components/admin/field'
import { bindInput } from '~/lib/bind_input'
import { useT } from '~/lib/i18n'

/** The two inputs of an entrant's row; on a phone the slot goes under the player */
const ENTRANT_FIELDS = [
  {
    key: 'username',
    label: 'admin_tournament.entrant_player',
    placeholder: 'admin_tournament.player_placeholder',
    maxLength: 64,
    className: '',
  },
  {
    key: 'slot_name',
    label: 'admin_tournament.entrant_slot',
    placeholder: 'admin_tournament.slot_placeholder',
    maxLength: 120,
    className: 'col-start-2 sm:col-start-auto',
  },
] as const

export type EntrantsPayload = {
  name: string
  prize: string
  entrants: { username: string; slot_name: string }[]
}

/** Name, prize and the 8 entrants (player and slot) of the bracket */
export function EntrantsForm({
  tournament,
  busy,
  onSave,
}: {
  tournament: Data.Bracket | null
  busy: boolean
  onSave: (payload: EntrantsPayload) => void
}) {
  const t = useT()
  const [name, setName] = useState(tournament?.name ?? '')
  const [prize, setPrize] = useState(String(tournament?.prize ?? BRACKET_CHAMPION_PRIZE))
  const [entrants, setEntrants] = useState(
    BRACKET_ROUNDS.prelim.map((id) => {
      const slot = tournament?.slots.find((s) => s.id === id)
      return { username: slot?.username ?? '', slot_name: slot?.slotName ?? '' }
    })
  )

  const update = (index: number, field: 'username' | 'slot_name', value: string) =>
    setEntrants((list) => list.map((e, i) => (i === index ? { ...e, [field]: value } : e)))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSave({ name, prize, entrants })
  }

  return (
    <form onSubmit={submit} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <Field
          id="tournament-name"
          label={t('admin_tournament.name')}
          maxLength={120}
          placeholder={t('admin_tournament.name_placeholder')}
          {...bindInput(name, setName)}
        />
        <WholeNumberField
          id="tournament-prize"
          label={t('admin_tournament.prize')}
          {...bindInput(prize, setPrize)}
        />
      </div>
      <fieldset>
        <legend className="neon-label">{t('admin_tournament.entrants')}</legend>
        <ol className="grid gap-2 md:grid-cols-2">
          {entrants.map((entrant, index) => (
            <li
              key={index}
              className="grid grid-cols-[1.5rem_1fr] items-center gap-2 rounded-xl bg-night-950/50 p-2 ring-1 ring-white/5 sm:grid-cols-[1.5rem_1fr_1fr]"
            >
              <span className="text-center font-display text-xs font-bold text-neon-violet">
                {index + 1}
              </span>
              {ENTRANT_FIELDS.map((field) => (
                <input
                  key={field.key}
                  aria-label={t(field.label, { number: index + 1 })}
                  className={`neon-input py-1.5 ${field.className}`}
                  maxLength={field.maxLength}
                  placeholder={t(field.placeholder)}
                  value={entrant[field.key]}
                  onChange={(e) => update(index, field.key, e.target.value)}
                />
              ))}
            </li>
          ))}
        </ol>
        <p className="mt-2 text-xs text-slate-500">{t('admin_tournament.rename_note')}</p>
      </fieldset>
      <div className="flex justify-end">
        <NeonButton type="submit" size="sm" disabled={busy}>
          <Save className="h-4 w-4" aria-hidden /> {t('admin_tournament.save_entrants')}
        </NeonButton>
      </div>
    </form>
  )
}
