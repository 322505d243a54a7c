import { useState, type ComponentProps, type FormEvent } from 'react'
import { Field } from '~/components/admin/field'
import { FormButtons } from '~/components/ui/form_buttons'
import { bindField } from '~/lib/bind_input'
import { MONEY_INPUT } from '~/lib/number_inputs'
import { useT } from '~/lib/i18n'
import { SlotSuggestions } from '~/components/admin/bonus_hunt/slot_suggestions'

export type SlotFields = { slot_name: string; bet_size: string }

const EMPTY: SlotFields = { slot_name: '', bet_size: '' }

/** The inputs of a bonus: its slot, and the bet it was bought with; ids end in `suffix` */
const SLOT_INPUTS = [
  {
    key: 'slot_name',
    suffix: 'name',
    label: 'admin_hunt.form_slot_name',
    maxLength: 120,
    placeholder: 'Gates of Olympus',
  },
  {
    key: 'bet_size',
    suffix: 'bet',
    label: 'admin_hunt.form_bet_size',
    ...MONEY_INPUT,
    min: 0.01,
    placeholder: '2.00',
  },
] as const

/** Slot name and bet size of a bonus: adds one to the hunt, or edits one */
export function SlotForm({
  initial = EMPTY,
  onSubmit,
  idPrefix,
  ...buttons
}: Omit<ComponentProps<typeof FormButtons>, 'className' | 'inline'> & {
  initial?: SlotFields
  /** resolves true when saved: the add form then clears itself */
  onSubmit: (fields: SlotFields) => Promise<boolean>
  idPrefix: string
}) {
  const [fields, setFields] = useState(initial)
  const t = useT()
  const adding = !buttons.onCancel
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if ((await onSubmit(fields)) && adding) setFields(EMPTY)
  }
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_9rem_auto] sm:items-end">
      {SLOT_INPUTS.map(({ key, suffix, label, ...input }) => (
        <Field
          key={key}
          id={`${idPrefix}-${suffix}`}
          {...input}
          label={t(label)}
          {...bindField(fields, setFields, key)}
        />
      ))}
      <FormButtons {...buttons} inline={adding} />
      <SlotSuggestions
        typed={fields.slot_name}
        onPick={(slot_name) => setFields((f) => ({ ...f, slot_name }))}
      />
    </form>
  )
}
