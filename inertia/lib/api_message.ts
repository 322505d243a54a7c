import { firstFieldError, type FieldErrors } from '@shared/accounts'
import { isErrorCode, type ErrorCode } from '@shared/errors'

/**
 * What a refused call answers (docs/product.md#error-answers): the message, the code
 * (`error`), and for invalid input the messages by field. Read it with `refusalOf`.
 */
export type ApiErrorBody = { message?: string; error?: string; errors?: FieldErrors }

/**
 * A refusal's body as answered (parsed JSON, or the raw text when it was none), in the shape
 * `refusalOf` reads: a JSON object as is, a bare text as `message`. Used by the typed
 * client's `call` and by `sendForm`.
 */
export function refusalBody(response: unknown): ApiErrorBody {
  if (typeof response === 'string') {
    try {
      const parsed: unknown = JSON.parse(response)
      if (typeof parsed === 'object' && parsed !== null) return parsed as ApiErrorBody
    } catch {
      // not JSON: the text itself
    }
    return response ? { message: response } : {}
  }
  if (typeof response !== 'object' || response === null) return {}
  return response as ApiErrorBody
}

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
export function badRequestFailure(result: { ok: boolean; data?: unknown }): Refusal | null {
  const data = (result.data ?? {}) as ApiErrorBody
  const badRequest = data.message === 'bad request'
  if (result.ok && !badRequest) return null
  const refusal = refusalOf(data)
  return badRequest ? { ...refusal, message: firstFieldError(refusal.errors) ?? null } : refusal
}
