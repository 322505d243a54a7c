import { useState, type FormEvent } from 'react'
import { Field } from '~/components/admin/field'
import { FormButtons } from '~/components/ui/form_buttons'

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
      <Field
        id="hunt-title"
        label="Title"
        maxLength={120}
        placeholder="Friday Night Hunt"
        value={fields.title}
        onChange={(e) => setFields({ ...fields, title: e.target.value })}
      />
      <Field
        id="hunt-balance"
        label="Start Balance ($)"
        type="number"
        min={0}
        step={0.01}
        inputMode="decimal"
        placeholder="5000"
        value={fields.starting_balance}
        onChange={(e) => setFields({ ...fields, starting_balance: e.target.value })}
      />
      <FormButtons
        className="sm:col-span-2"
        submitLabel={submitLabel}
        busy={busy}
        onCancel={onCancel}
      />
    </form>
  )
}
