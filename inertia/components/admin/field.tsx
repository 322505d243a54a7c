import type { InputHTMLAttributes, ReactNode } from 'react'

/** A labelled input in the site's style; the label is tied to the input for screen readers */
export function Field({
  label,
  id,
  hint,
  className = '',
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; id: string; hint?: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="neon-label">
        {label}
      </label>
      <input id={id} className={`neon-input read-only:opacity-70 ${className}`} {...input} />
      {hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
    </div>
  )
}

/** A Field for a whole number (prices, stock, prizes, amounts): 0 or more unless `min` says */
export function WholeNumberField(
  props: Omit<Parameters<typeof Field>[0], 'type' | 'step' | 'inputMode'>
) {
  return <Field type="number" min={0} step={1} inputMode="numeric" {...props} />
}
