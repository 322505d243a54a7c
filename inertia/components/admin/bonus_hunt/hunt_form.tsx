import { useState, type FormEvent } from 'react'
import { NeonButton } from '~/components/ui/neon_button'

export type HuntFields = { title: string; starting_balance: string }

/** Title and start balance of a hunt: used to start one and to edit the live one */
export function HuntForm({
  initial = { title: '', starting_balance: '' },
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  initial?: HuntFields
  submitLabel: string
  busy: boolean
  onSubmit: (fields: HuntFields) => void
  onCancel?: () => void
}) {
  const [fields, setFields] = useState(initial)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit(fields)
  }
  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-[1fr_12rem]">
      <div>
        <label htmlFor="hunt-title" className="neon-label">
          Title
        </label>
        <input
          id="hunt-title"
          className="neon-input"
          maxLength={120}
          placeholder="Friday Night Hunt"
          value={fields.title}
          onChange={(e) => setFields({ ...fields, title: e.target.value })}
        />
      </div>
      <div>
        <label htmlFor="hunt-balance" className="neon-label">
          Start Balance ($)
        </label>
        <input
          id="hunt-balance"
          className="neon-input"
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          placeholder="5000"
          value={fields.starting_balance}
          onChange={(e) => setFields({ ...fields, starting_balance: e.target.value })}
        />
      </div>
      <div className="flex justify-end gap-3 sm:col-span-2">
        {onCancel && (
          <NeonButton variant="vapourGray" size="sm" onClick={onCancel}>
            Cancel
          </NeonButton>
        )}
        <NeonButton type="submit" size="sm" disabled={busy}>
          {submitLabel}
        </NeonButton>
      </div>
    </form>
  )
}
