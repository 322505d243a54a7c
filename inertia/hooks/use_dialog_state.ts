import { useState } from 'react'
import type { DialogState } from '~/components/ui/neon_dialog'

/**
 * A dialog the page holds closed until a button opens it: its DialogState, to spread on the
 * dialog, and `show`, for the button
 */
export function useDialogState(): [DialogState, () => void] {
  const [open, setOpen] = useState(false)
  return [{ open, onOpenChange: setOpen }, () => setOpen(true)]
}
