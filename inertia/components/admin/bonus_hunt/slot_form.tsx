import { useState, type FormEvent } from 'react'
import { Field } from '~/components/admin/field'
import { FormButtons } from '~/components/ui/form_buttons'

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
      <Field
        id={`${idPrefix}-name`}
        label="Slot Name"
        maxLength={120}
        placeholder="Gates of Olympus"
        value={fields.slot_name}
        onChange={(e) => setFields({ ...fields, slot_name: e.target.value })}
      />
      <Field
        id={`${idPrefix}-bet`}
        label="Bet Size ($)"
        type="number"
        min={0.01}
        step={0.01}
        inputMode="decimal"
        placeholder="2.00"
        value={fields.bet_size}
        onChange={(e) => setFields({ ...fields, bet_size: e.target.value })}
      />
      <FormButtons submitLabel={submitLabel} busy={busy} onCancel={onCancel} inline={!onCancel} />
    </form>
  )
}
