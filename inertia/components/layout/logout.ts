import { router } from '@inertiajs/react'
import { toast } from 'sonner'
import { api } from '~/lib/api'

/** POST /api/auth/logout, then reload the page (docs/product.md#api) */
export async function logout() {
  try {
    const result = await api('POST', '/api/auth/logout')
    if (!result.ok) throw new Error()
    router.reload()
  } catch {
    toast.error('Failed to logout!')
  }
}
