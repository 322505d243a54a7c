import type { InputHTMLAttributes, ReactNode } from 'react'
import { WHOLE_NUMBER_INPUT } from '~/lib/number_inputs'

type Labels = { label: string; id: string; hint?: ReactNode }

/**
 * A control (input, select, textarea) with its label above, tied to it by `id` for screen
 * readers, and an optional hint below
 */
export function Labelled({ label, id, hint, children }: Labels & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="neon-label">
        {label}
      </label>
      {children}
      {hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
    </div>
  )
}

/** A labelled input in the site's style */
export function Field({
  label,
  id,
  hint,
  className = '',
  ...input
}: InputHTMLAttributes<HTMLInputElement> & Labels) {
  return (
    <Labelled label={label} id={id} hint={hint}>
      <input id={id} className={`neon-input read-only:opacity-70 ${className}`} {...input} />
    </Labelled>
  )
}

/** A Field for a whole number (prices, stock, prizes, amounts): 0 or more unless `min` says */
export function WholeNumberField(
  props: Omit<Parameters<typeof Field>[0], 'type' | 'step' | 'inputMode'>
) {
  return <Field {...WHOLE_NUMBER_INPUT} {...props} />
}

/** A labelled select in the site's style: `onChange` gets the chosen option's value */
export function SelectField<T extends string>({
  id,
  label,
  hint,
  value,
  options,
  onChange,
}: Labels & {
  value: T
  options: readonly { value: T; label: string }[]
  onChange: (value: T) => void
}) {
  return (
    <Labelled id={id} label={label} hint={hint}>
      <select
        id={id}
        className="neon-input"
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Labelled>
  )
}
