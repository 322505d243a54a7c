import { NeonButton, type ButtonVariant } from '~/components/ui/neon_button'
import { useT } from '~/lib/i18n'

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
  const t = useT()
  return (
    <div className={`flex flex-wrap justify-end gap-2${className ? ` ${className}` : ''}`}>
      <NeonButton variant="vapourGray" onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </NeonButton>
      <NeonButton type="submit" variant={variant} disabled={busy}>
        {submitLabel}
      </NeonButton>
    </div>
  )
}
