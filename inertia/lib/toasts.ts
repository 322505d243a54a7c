import { toast } from 'sonner'
import { TOAST } from '@shared/ui'

/** Admin toasts stay longer than the shell's: errors 4000 ms, successes 2000 ms */
export const adminToast = {
  error: (message: string) => toast.error(message, { duration: TOAST.adminErrorMs }),
  success: (message: string) => toast.success(message, { duration: TOAST.adminSuccessMs }),
}
