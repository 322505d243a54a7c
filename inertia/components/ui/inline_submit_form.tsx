import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react'
import { NeonButton } from '~/components/ui/neon_button'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'onSubmit'> & {
  /** the input's id; its error and help lines are `${id}-error` and `${id}-help` */
  id: string
  label: string
  onSubmit: (event: FormEvent) => void
  busy: boolean
  submitLabel: string
  /** shown (and announced) in place of the help while set */
  error: string | null
  help: ReactNode
  inputClassName?: string
  className?: string
}

/**
 * A visitor's one-input form: its label, the input with the submit beside it, and under them
 * the error (marking the input invalid) or else the help that describes it
 */
export function InlineSubmitForm({
  id,
  label,
  onSubmit,
  busy,
  submitLabel,
  error,
  help,
  inputClassName = '',
  className,
  ...input
}: Props) {
  return (
    <form onSubmit={onSubmit} noValidate className={className}>
      <label htmlFor={id} className="neon-label">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          {...input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-help`}
          className={`neon-input h-11 text-base ${inputClassName} ${error ? 'border-red-400/70' : ''}`}
        />
        <NeonButton type="submit" disabled={busy} className="shrink-0">
          {submitLabel}
        </NeonButton>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-300">
          {error}
        </p>
      ) : (
        <p id={`${id}-help`} className="mt-2 text-sm text-slate-300">
          {help}
        </p>
      )}
    </form>
  )
}
