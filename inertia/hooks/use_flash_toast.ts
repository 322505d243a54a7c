import { useEffect } from 'react'
import { usePage } from '@inertiajs/react'
import { toast } from 'sonner'

/** Turns the server's flash messages into toasts (errors red, successes green) */
export function useFlashToast() {
  const { flash } = usePage().props
  useEffect(() => {
    if (flash?.success) toast.success(flash.success)
    if (flash?.error) toast.error(flash.error)
  }, [flash?.success, flash?.error])
}
