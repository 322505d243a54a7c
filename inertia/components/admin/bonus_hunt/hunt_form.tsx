import { useState, type ComponentProps, type FormEvent } from 'react'
import { Field } from '~/components/admin/field'
import { FormButtons } from '~/components/ui/form_buttons'
import { bindField } from '~/lib/bind_input'
import { MONEY_INPUT } from '~/lib/number_inputs'
import { useT } from '~/lib/i18n'

export type HuntFields = { title: string; starting_balance: string }

/** The inputs of a hunt: its title, and the balance it starts from */
const HUNT_INPUTS = [
  {
    key: 'title',
    id: 'hunt-title',
    label: 'admin_hunt.form_title',
    maxLength: 120,
    placeholder: 'admin_hunt.form_title_placeholder',
  },
  {
    key: 'starting_balance',
    id: 'hunt-balance',
    label: 'admin_hunt.form_start_balance',
    ...MONEY_INPUT,
    placeholder: 'admin_hunt.form_balance_placeholder',
  },
] as const

/** Title and start balance of a hunt: used to start one and to edit the live one */
export function HuntForm({
  initial = { title: '', starting_balance: '' },
  onSubmit,
  ...buttons
}: Omit<ComponentProps<typeof FormButtons>, 'className' | 'inline'> & {
  initial?: HuntFields
  onSubmit: (fields: HuntFields) => void
}) {
  const [fields, setFields] = useState(initial)
  const t = useT()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit(fields)
  }
  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-[1fr_12rem]">
      {HUNT_INPUTS.map(({ key, label, placeholder, ...input }) => (
        <Field
          key={key}
          {...input}
          label={t(label)}
          placeholder={t(placeholder)}
          {...bindField(fields, setFields, key)}
        />
      ))}
      <FormButtons className="sm:col-span-2" {...buttons} />
    </form>
  )
}
