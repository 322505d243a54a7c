import { useState } from 'react'
import { toast } from 'sonner'
import type { ApiErrorBody, ApiResult } from '~/lib/api_client'
import { refusalOf } from '~/lib/api_message'
import { ERROR_CODES } from '@shared/errors'
import { openAuthModal } from '~/lib/events'

/**
 * A visitor's small form on a public page that calls the API: one call at a time (`busy`); a
 * guest is told `loginPrompt` and shown the login dialog; a refusal (`refusal` reads its
 * message) is shown under the form (`error`) and as a toast; a call that fails is told `failed`
 */
export function useVisitorSubmit({
  loginPrompt,
  failed,
  refusal,
}: {
  loginPrompt: string
  failed: string
  refusal: (data: ApiErrorBody) => string
}) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function send<T>(request: () => Promise<ApiResult<T>>, done: (data: T) => void) {
    setError(null)
    setBusy(true)
    try {
      const result = await request()
      if (result.ok) {
        done(result.data)
      } else if (refusalOf(result.data).code === ERROR_CODES.unauthorized) {
        toast.error(loginPrompt)
        openAuthModal('login')
      } else {
        const message = refusal(result.data)
        setError(message)
        toast.error(message)
      }
    } catch {
      toast.error(failed)
    } finally {
      setBusy(false)
    }
  }

  return { busy, error, setError, send }
}
