import { NeonButton } from '~/components/ui/neon_button'
import { useT } from '~/lib/i18n'

/** A form's buttons at its right: Cancel (when it can be cancelled) and the submit */
export function FormButtons({
  submitLabel,
  busy,
  onCancel,
  className = '',
  inline = false,
}: {
  submitLabel: string
  busy: boolean
  onCancel?: () => void
  className?: string
  /** beside inputs on one row: as tall as they are */
  inline?: boolean
}) {
  const t = useT()
  return (
    <div className={`flex justify-end gap-3 ${className}`}>
      {onCancel && (
        <NeonButton variant="vapourGray" size="sm" onClick={onCancel}>
          {t('common.cancel')}
        </NeonButton>
      )}
      <NeonButton type="submit" size="sm" disabled={busy} className={inline ? 'sm:py-2.5' : ''}>
        {submitLabel}
      </NeonButton>
    </div>
  )
}

/**
 * The full-width submit of an account form (log in, sign up, password reset): disabled until the
 * page is hydrated and while the request runs, when its label says what it is doing.
 */
export function AccountSubmit({
  label,
  busyLabel,
  busy,
  ready,
  className = '',
}: {
  label: string
  busyLabel: string
  busy: boolean
  /** false until hydrated, or once the form is done */
  ready: boolean
  className?: string
}) {
  return (
    <NeonButton type="submit" size="lg" className={`${className} w-full`} disabled={busy || !ready}>
      {busy ? busyLabel : label}
    </NeonButton>
  )
}
