import type { ReactNode } from 'react'
import { NeonDialog } from '~/components/ui/neon_dialog'
import { NeonButton, type ButtonVariant } from '~/components/ui/neon_button'

/** A yes/no question in the site's modal, with a busy label while the action runs */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  busyLabel = 'Processing...',
  busy,
  onConfirm,
  variant = 'vapourPink',
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  children: ReactNode
  confirmLabel: string
  busyLabel?: string
  busy: boolean
  onConfirm: () => void
  variant?: ButtonVariant
}) {
  return (
    <NeonDialog open={open} onOpenChange={onOpenChange} title={title} size="sm">
      <div className="text-sm text-slate-300">{children}</div>
      <div className="mt-6 flex justify-end gap-3">
        <NeonButton variant="vapourGray" size="sm" onClick={() => onOpenChange(false)}>
          Cancel
        </NeonButton>
        <NeonButton variant={variant} size="sm" disabled={busy} onClick={onConfirm}>
          {busy ? busyLabel : confirmLabel}
        </NeonButton>
      </div>
    </NeonDialog>
  )
}
