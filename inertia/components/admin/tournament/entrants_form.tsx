import { useState, type FormEvent } from 'react'
import { Save } from 'lucide-react'
import type { Data } from '@generated/data'
import { BRACKET_CHAMPION_PRIZE } from '@shared/constants'
import { BRACKET_ROUNDS } from '@shared/bracket'
import { NeonButton } from '~/components/ui/neon_button'

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
        <div>
          <label htmlFor="tournament-name" className="neon-label">
            Tournament Name
          </label>
          <input
            id="tournament-name"
            className="neon-input"
            maxLength={120}
            placeholder="Slot Battle Royale"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="tournament-prize" className="neon-label">
            Prize ($)
          </label>
          <input
            id="tournament-prize"
            className="neon-input"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={prize}
            onChange={(e) => setPrize(e.target.value)}
          />
        </div>
      </div>
      <fieldset>
        <legend className="neon-label">Entrants</legend>
        <ol className="grid gap-2 md:grid-cols-2">
          {entrants.map((entrant, index) => (
            <li
              key={index}
              className="grid grid-cols-[1.5rem_1fr] items-center gap-2 rounded-xl bg-night-950/50 p-2 ring-1 ring-white/5 sm:grid-cols-[1.5rem_1fr_1fr]"
            >
              <span className="text-center font-display text-xs font-bold text-neon-violet">
                {index + 1}
              </span>
              <input
                aria-label={`Entrant ${index + 1} player`}
                className="neon-input py-1.5"
                maxLength={64}
                placeholder="Player"
                value={entrant.username}
                onChange={(e) => update(index, 'username', e.target.value)}
              />
              <input
                aria-label={`Entrant ${index + 1} slot`}
                className="neon-input col-start-2 py-1.5 sm:col-start-auto"
                maxLength={120}
                placeholder="Slot (optional)"
                value={entrant.slot_name}
                onChange={(e) => update(index, 'slot_name', e.target.value)}
              />
            </li>
          ))}
        </ol>
        <p className="mt-2 text-xs text-slate-500">
          Renaming a player keeps their results: the new name follows them through the rounds they
          already won.
        </p>
      </fieldset>
      <div className="flex justify-end">
        <NeonButton type="submit" size="sm" disabled={busy}>
          <Save className="h-4 w-4" aria-hidden /> Save Entrants
        </NeonButton>
      </div>
    </form>
  )
}
