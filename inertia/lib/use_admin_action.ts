import { useCallback, useState } from 'react'
import { api } from '~/lib/api'
import { adminToast } from '~/lib/toasts'

type Method = 'POST' | 'PUT' | 'DELETE'

type Options = {
  /** toast on failure when the server sends no message */
  failure: string
  /** toast on success; defaults to the server's message */
  success?: string | ((data: any) => string)
  /**
   * a field the answer must carry to count as a success (an answer without it, such as the
   * HTML page a refused CSRF token is redirected to, is a failure). Without it, any 2xx
   * answer is a success: calls whose answer may or may not carry data leave it out.
   */
  expects?: string
}

/**
 * One admin JSON call with a busy flag and the admin toasts: the server's message (or the
 * fallback) in red on failure, the success text in green. Resolves to the answer's data on
 * success and null on failure.
 */
export function useAdminAction() {
  const [busy, setBusy] = useState(false)

  const run = useCallback(
    async <T = any>(
      method: Method,
      url: string,
      body: Record<string, unknown> | FormData | undefined,
      options: Options
    ): Promise<T | null> => {
      setBusy(true)
      try {
        const { ok, data } = await api<T & { message?: string }>(method, url, body)
        if (!ok) {
          adminToast.error(data?.message || options.failure)
          return null
        }
        const answer: unknown = data
        if (
          options.expects !== undefined &&
          (typeof answer !== 'object' || answer === null || !(options.expects in answer))
        ) {
          adminToast.error(options.failure)
          return null
        }
        const success =
          typeof options.success === 'function' ? options.success(data) : options.success
        const message = success ?? data?.message
        if (message) adminToast.success(message)
        return data
      } catch {
        adminToast.error(options.failure)
        return null
      } finally {
        setBusy(false)
      }
    },
    []
  )

  return { busy, run }
}
