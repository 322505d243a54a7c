import { useCallback, useState } from 'react'
import type { ApiResult } from '~/lib/api_client'
import { apiMessage } from '~/lib/api_message'
import { adminToast } from '~/lib/toasts'

type Options<T> = {
  /**
   * toast on failure: a text shown when the server gives no message, or a function of the
   * server's message (null when it gave none or the request never got an answer)
   */
  failure: string | ((serverMessage: string | null) => string)
  /** toast on success; defaults to the server's message */
  success?: string | ((data: T) => string)
  /**
   * whether a 2xx answer counts as a success (an answer without the expected field, such as
   * the HTML page a refused CSRF token is redirected to, is a failure). Without it, any 2xx
   * answer is a success.
   */
  accept?: (data: T) => boolean
  /** toast when a 2xx answer is not accepted; defaults to the failure text */
  refused?: string
  /** names the running action, for pages that show which row is busy */
  key?: string
}

/** The server's `message`, when a success answer carries one */
function messageOf(data: unknown) {
  const message = (data as { message?: unknown } | null)?.message
  return typeof message === 'string' && message ? message : undefined
}

/**
 * One admin call with a busy flag and the admin toasts: the server's message (or the
 * fallback) in red on failure, the success text in green. Resolves to the answer's data on
 * success and null on failure. Every admin screen runs its calls through this hook.
 */
export function useAdminAction() {
  const [pending, setPending] = useState<string | null>(null)

  const run = useCallback(
    async <T>(request: () => Promise<ApiResult<T>>, options: Options<T>): Promise<T | null> => {
      const failure = (serverMessage: string | null) =>
        typeof options.failure === 'function'
          ? options.failure(serverMessage)
          : (serverMessage ?? options.failure)
      setPending(options.key ?? '')
      try {
        const result = await request()
        if (!result.ok) {
          adminToast.error(failure(apiMessage(result.data)))
          return null
        }
        const { data } = result
        if (options.accept && !options.accept(data)) {
          adminToast.error(options.refused ?? failure(null))
          return null
        }
        const success =
          typeof options.success === 'function' ? options.success(data) : options.success
        const message = success ?? messageOf(data)
        if (message) adminToast.success(message)
        return data
      } catch {
        adminToast.error(failure(null))
        return null
      } finally {
        setPending(null)
      }
    },
    []
  )

  return { busy: pending !== null, pending, run }
}
