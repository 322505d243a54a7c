import { useState } from 'react'
import { NeonDialog } from '~/components/ui/neon_dialog'
import { RESET_EVENT } from '~/lib/events'
import { useWindowEvent } from '~/lib/use_window_event'

/**
 * Password reset dialog, opened by the openResetPwModal window event. Without a code it asks
 * for an email; with a code it sets a new password. The forms arrive with the accounts work.
 */
export function ResetPasswordDialog() {
  const [open, setOpen] = useState(false)
  const [code, setCode] = useState<string | undefined>()

  useWindowEvent<{ code?: string } | undefined>(RESET_EVENT, (detail) => {
    setCode(detail?.code)
    setOpen(true)
  })

  return (
    <NeonDialog open={open} onOpenChange={setOpen} title="Reset Password">
      <div data-reset-code={code ?? ''} />
    </NeonDialog>
  )
}
