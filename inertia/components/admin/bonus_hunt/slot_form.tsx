import { useState, type FormEvent } from 'react'
import { NeonButton } from '~/components/ui/neon_button'

export type SlotFields = { slot_name: string; bet_size: string }

/** Slot name and bet size of a bonus: adds one to the hunt, or edits one */
export function SlotForm({
  initial = { slot_name: '', bet_size: '' },
  submitLabel,
  busy,
  onSubmit,
  onCancel,
  idPrefix,
}: {
  initial?: SlotFields
  submitLabel: string
  busy: boolean
  /** resolves true when saved: the add form then clears itself */
  onSubmit: (fields: SlotFields) => Promise<boolean>
  onCancel?: () => void
  idPrefix: string
}) {
  const [fields, setFields] = useState(initial)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if ((await onSubmit(fields)) && !onCancel) setFields({ slot_name: '', bet_size: '' })
  }
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_9rem_auto] sm:items-end">
      <div>
        <label htmlFor={`${idPrefix}-name`} className="neon-label">
          Slot Name
        </label>
        <input
          id={`${idPrefix}-name`}
          className="neon-input"
          maxLength={120}
          placeholder="Gates of Olympus"
          value={fields.slot_name}
          onChange={(e) => setFields({ ...fields, slot_name: e.target.value })}
        />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-bet`} className="neon-label">
          Bet Size ($)
        </label>
        <input
          id={`${idPrefix}-bet`}
          className="neon-input"
          type="number"
          min={0.01}
          step={0.01}
          inputMode="decimal"
          placeholder="2.00"
          value={fields.bet_size}
          onChange={(e) => setFields({ ...fields, bet_size: e.target.value })}
        />
      </div>
      <div className="flex justify-end gap-3">
        {onCancel && (
          <NeonButton variant="vapourGray" size="sm" onClick={onCancel}>
            Cancel
          </NeonButton>
        )}
        <NeonButton type="submit" size="sm" disabled={busy} className="sm:py-2.5">
          {submitLabel}
        </NeonButton>
      </div>
    </form>
  )
}
