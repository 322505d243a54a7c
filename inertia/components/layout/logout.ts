import { router } from '@inertiajs/react'
import { toast } from 'sonner'
import { call } from '~/lib/api_client'
import { tNow } from '~/lib/i18n'

/** Logs out, then reload the page (docs/product.md#api) */
export async function logout() {
  try {
    const result = await call('auth.logout', {})
    if (!result.ok) throw new Error()
    router.reload()
  } catch {
    toast.error(tNow('layout.logout_failed'))
  }
}
