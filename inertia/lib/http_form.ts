import { http } from '@inertiajs/react'
import { toast } from 'sonner'
import { registry } from '@generated/registry'
import { ERROR_CODES } from '@shared/errors'
import { urlFor } from '~/lib/api_client'
import type { ApiAnswer, ApiErrorBody, ApiResult, RouteName } from '~/lib/api_client'
import { refusalBody, refusalOf } from '~/lib/api_message'
import { confirmIdentity } from '~/lib/events'

type Routes = typeof registry.routes
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'
type Answered = { status: number; data: string }

/** What sendForm needs of an Inertia useHttp form */
export type HttpForm = {
  submit: (
    method: Method,
    url: string,
    options: {
      headers?: Record<string, string>
      onSuccess?: (data: unknown, response: { status: number }) => void
    }
  ) => Promise<unknown>
}

/**
 * Sends a useHttp form (its data, JSON or multipart when it holds a file) to a named /api
 * route and answers like the typed client's `call`: `{ ok, status, data }`, where a refusal's
 * data is its whole body (useHttp itself keeps only the `errors` of a 422; the body is read off
 * the answer here). The form keeps its busy flag (`processing`) and the 422's field errors. A
 * `confirmation_required` refusal opens the confirmation dialog and sends again once the user
 * confirmed. A request that got no answer throws.
 */
export async function sendForm<Name extends RouteName>(
  form: HttpForm,
  name: Name,
  options: { params?: Routes[Name]['types']['params']; headers?: Record<string, string> } = {}
): Promise<ApiResult<ApiAnswer<Name>>> {
  const url = (urlFor as (route: string, params?: object) => string)(name, options.params)
  const method = registry.routes[name].methods[0].toLowerCase() as Method
  let refused: Answered | null = null
  let status = 0
  const stop = http.onError((error) => {
    const response = (error as { response?: Answered }).response
    if (response && (error as { url?: string }).url === url) refused = response
  })
  let data: unknown
  try {
    data = await form.submit(method, url, {
      headers: options.headers,
      onSuccess: (_data, response) => void (status = response.status),
    })
  } catch (error) {
    if (!refused) throw error
  } finally {
    stop()
  }
  if (!refused) return { ok: true, status, data: data as ApiAnswer<Name> }
  const answer: Answered = refused
  const result = {
    ok: false as const,
    status: answer.status,
    data: refusalBody(answer.data) as ApiErrorBody & Partial<ApiAnswer<Name>>,
  }
  if (refusalOf(result.data).code !== ERROR_CODES.confirmationRequired) return result
  return (await confirmIdentity()) ? sendForm(form, name, options) : result
}

/**
 * A form's refusal as docs/product.md shows it: a red toast, and the message kept under the
 * field it concerns (`form.errors[field]`) until the user edits the form again.
 */
export function failForm<Field extends string>(
  form: { clearErrors: () => void; setError: (field: Field, message: string) => void },
  message: string,
  field: Field
) {
  form.clearErrors()
  form.setError(field, message)
  toast.error(message)
}
