import type { ApiResult } from '~/lib/api'

/**
 * The readable message of a failed call: the server's `message` or `error`, or the first
 * validation message (`errors[0].message`), else null.
 */
export function apiMessage(result: Pick<ApiResult<any>, 'data'> | null | undefined): string | null {
  const data = result?.data
  if (!data || typeof data !== 'object') return null
  if (typeof data.message === 'string' && data.message) return data.message
  if (typeof data.error === 'string' && data.error) return data.error
  const first = Array.isArray(data.errors) ? data.errors[0] : null
  return typeof first?.message === 'string' ? first.message : null
}
