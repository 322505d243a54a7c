import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react'
import { Eye, EyeOff } from 'lucide-react'
import { useLocale, useT } from '~/lib/i18n'

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string
  /** a message shown under the field; marks it invalid */
  error?: string | null
  icon?: ReactNode
  /** content at the right edge inside the input (e.g. a show/hide toggle) */
  trailing?: ReactNode
}

/** A labelled neon input with an optional leading icon and an error line */
export function TextField({
  label,
  error,
  icon,
  trailing,
  className = '',
  id,
  ...input
}: FieldProps) {
  const autoId = useId()
  const fieldId = id ?? autoId
  const errorId = `${fieldId}-error`
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="neon-label">
        {label}
      </label>
      <div className="relative">
        {icon && (
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500 [&_svg]:h-4 [&_svg]:w-4">
            {icon}
          </span>
        )}
        <input
          id={fieldId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`neon-input h-11 ${icon ? 'pl-9' : ''} ${trailing ? 'pr-11' : ''} ${
            error ? 'border-red-400/70 focus:border-red-400' : ''
          }`}
          {...input}
        />
        {trailing && (
          <span className="absolute inset-y-0 right-1 flex items-center">{trailing}</span>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-xs font-medium text-red-400">
          {error}
        </p>
      )}
    </div>
  )
}

/** A password input with a show/hide toggle */
export function PasswordField(props: Omit<FieldProps, 'type' | 'trailing'>) {
  const t = useT()
  const locale = useLocale()
  const [visible, setVisible] = useState(false)
  // the field's name inside the sentence: German keeps its nouns capitalised
  const field = locale === 'de' ? props.label : props.label.toLocaleLowerCase(locale)
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('ui.hide_field', { field }) : t('ui.show_field', { field })}
          aria-pressed={visible}
          className="rounded-md p-2 text-slate-400 hover:bg-white/5 hover:text-white"
        >
          {visible ? (
            <EyeOff className="h-4 w-4" aria-hidden />
          ) : (
            <Eye className="h-4 w-4" aria-hidden />
          )}
        </button>
      }
    />
  )
}
