import type { InputHTMLAttributes } from 'react'

type Props = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string }

/** A labelled input in the site's style */
export function Field({ id, label, className = '', ...input }: Props) {
  return (
    <div>
      <label htmlFor={id} className="neon-label">
        {label}
      </label>
      <input id={id} className={`neon-input ${className}`} {...input} />
    </div>
  )
}
