import { toast } from 'sonner'
import type { ApiAnswer, ApiErrorBody, RouteName } from '~/lib/api_client'
import { refusalOf } from '~/lib/api_message'
import { ERROR_CODES } from '@shared/errors'
import { openAuthModal } from '~/lib/events'
import { sendForm, type HttpForm } from '~/lib/http_form'

/**
 * Sends a visitor's small form on a public page (a hunt guess, a slot request): a guest is
 * told `loginPrompt` and shown the login dialog; a refusal (`refusal` reads its message) is
 * kept under the form (`form.errors[field]`) and shown as a toast; a request that got no
 * answer is told `failed`. Answers the success data, or null.
 */
export async function sendVisitorForm<Name extends RouteName, Field extends string>(
  form: HttpForm & {
    clearErrors: () => void
    setError: (field: Field, message: string) => void
  },
  field: Field,
  name: Name,
  texts: { loginPrompt: string; failed: string; refusal: (data: ApiErrorBody) => string }
): Promise<ApiAnswer<Name> | null> {
  form.clearErrors()
  try {
    const result = await sendForm(form, name)
    if (result.ok) return result.data
    if (refusalOf(result.data).code === ERROR_CODES.unauthorized) {
      toast.error(texts.loginPrompt)
      openAuthModal('login')
    } else {
      const message = texts.refusal(result.data)
      form.setError(field, message)
      toast.error(message)
    }
  } catch {
    toast.error(texts.failed)
  }
  return null
}
