import type { ReactNode } from 'react'
import { NeonDialog } from '~/components/ui/neon_dialog'
import type { ButtonVariant } from '~/components/ui/neon_button'
import { DialogButtons } from '~/components/admin/dialog_buttons'

/**
 * A confirmation dialog: a message (or fields), Cancel, and a confirm button that shows its
 * busy label and disables both buttons while the request runs.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  children,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  variant = 'main',
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  message?: ReactNode
  children?: ReactNode
  confirmLabel: string
  busyLabel: string
  busy: boolean
  onConfirm: () => void
  variant?: ButtonVariant
}) {
  return (
    <NeonDialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      size="sm"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (!busy) onConfirm()
        }}
        className="mt-3 space-y-5"
      >
        {message && <p className="text-sm leading-relaxed text-slate-300">{message}</p>}
        {children}
        <DialogButtons
          busy={busy}
          onCancel={() => onOpenChange(false)}
          submitLabel={busy ? busyLabel : confirmLabel}
          variant={variant}
        />
      </form>
    </NeonDialog>
  )
}
