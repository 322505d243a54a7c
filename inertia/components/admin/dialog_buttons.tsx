import { NeonButton, type ButtonVariant } from '~/components/ui/neon_button'

/** The end of an admin dialog's form: Cancel (closes it) and the submit button, both off while busy */
export function DialogButtons({
  busy,
  onCancel,
  submitLabel,
  variant,
  className,
}: {
  busy: boolean
  onCancel: () => void
  /** what the submit button says (its busy wording included) */
  submitLabel: string
  variant?: ButtonVariant
  className?: string
}) {
  return (
    <div className={`flex flex-wrap justify-end gap-2${className ? ` ${className}` : ''}`}>
      <NeonButton variant="vapourGray" onClick={onCancel} disabled={busy}>
        Cancel
      </NeonButton>
      <NeonButton type="submit" variant={variant} disabled={busy}>
        {submitLabel}
      </NeonButton>
    </div>
  )
}
