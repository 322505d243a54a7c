import type { ApiErrorBody } from '~/lib/api_client'

/**
 * The readable message of a refused call: the server's `message` or `error`, or the first
 * validation message, else null.
 */
export function apiMessage(data: ApiErrorBody | null | undefined): string | null {
  if (!data) return null
  if (typeof data.message === 'string' && data.message) return data.message
  if (typeof data.error === 'string' && data.error) return data.error
  const first = Object.values(data.errors ?? {})[0]?.[0]
  return typeof first === 'string' ? first : null
}
