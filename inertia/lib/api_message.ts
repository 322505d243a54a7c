import type { ApiErrorBody, ApiResult } from '~/lib/api_client'
import { firstFieldError, type FieldErrors } from '@shared/accounts'
import { isErrorCode, type ErrorCode } from '@shared/errors'

/**
 * The one reading of a refused call (docs/product.md#error-answers). Every refusal answers
 * `{ message, error: code, ...details }`, invalid input with `errors` (field -> messages): the
 * pages show `message` and branch on `code` (ERROR_CODES), never on the text.
 */
export type Refusal = {
  /** the server's message to show; null when the answer carried none */
  message: string | null
  /** the stable code; null when the answer was no refusal of ours (a proxy's page, say) */
  code: ErrorCode | null
  /** invalid input: the messages by field (empty otherwise) */
  errors: FieldErrors
  /** the field of the first message of `errors` */
  field: string | null
}

export function refusalOf(data: ApiErrorBody | null | undefined): Refusal {
  const errors = data?.errors && typeof data.errors === 'object' ? data.errors : {}
  const message = typeof data?.message === 'string' && data.message ? data.message : null
  return {
    message: message ?? firstFieldError(errors) ?? null,
    code: isErrorCode(data?.error) ? data.error : null,
    errors,
    field: Object.keys(errors)[0] ?? null,
  }
}

/** The server's message of a refused call, else null */
export function apiMessage(data: ApiErrorBody | null | undefined): string | null {
  return refusalOf(data).message
}

/**
 * The failure of a call whose own refusals the product words `{ message: 'bad request',
 * errors }`: the sign-up (answered with status 200) and the two reset calls. Their message is
 * the first of `errors`; what refused before the call ran (a rate limit, a busy database)
 * is a common refusal, read as such. Null when the call succeeded.
 */
export function badRequestFailure(result: ApiResult<unknown>): Refusal | null {
  const data = (result.data ?? {}) as ApiErrorBody
  const badRequest = data.message === 'bad request'
  if (result.ok && !badRequest) return null
  const refusal = refusalOf(data)
  return badRequest ? { ...refusal, message: firstFieldError(refusal.errors) ?? null } : refusal
}
