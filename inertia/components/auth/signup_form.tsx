import { type ChangeEvent, type FormEvent } from 'react'
import { useHttp } from '@inertiajs/react'
import { toast } from 'sonner'
import { AccountSubmit } from '~/components/ui/form_buttons'
import { ACCOUNT_INPUTS, AccountField } from '~/components/auth/account_field'
import { failForm, sendForm } from '~/lib/http_form'
import { useHydrated } from '~/hooks/use_hydrated'
import { reloadAfterLogin } from '~/lib/account'
import { badRequestFailure } from '~/lib/api_message'
import { signupInvalid } from '@shared/accounts'
import { ERROR_CODES } from '@shared/errors'
import { tNow, useT } from '~/lib/i18n'

type Field = 'username' | 'email' | 'password' | 'confirm'

/** Which field the server's first refusal is about, to mark it in the form */
function serverField(field: string | null): Field {
  return field === 'username' || field === 'email' || field === 'password' ? field : 'confirm'
}

/**
 * SIGN UP: the client rules of docs/product.md#account-rules in order, then the register call
 * (status 200 expected; `errors` in the body are the server's refusals). Success logs the
 * new user in: the page reloads into the logged-in header.
 */
export function SignupForm({ onDone }: { onDone: () => void }) {
  const t = useT()
  const form = useHttp({ username: '', email: '', password: '', confirm: '' })
  const hydrated = useHydrated()

  const set = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    form.setData(field, event.target.value)
    if (form.errors[field]) form.clearErrors()
  }

  /** The name, value, handler and error of a field */
  const bind = (field: Field) => ({
    name: field,
    value: form.data[field],
    onChange: set(field),
    error: form.errors[field],
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (form.processing) return
    const invalid = signupInvalid(form.data)
    if (invalid) return failForm(form, tNow(invalid.message), invalid.field)
    form.transform(({ username, email, password }) => ({ username, email, password }))
    try {
      const result = await sendForm(form, 'auth.register')
      const failure = badRequestFailure(result)
      if (failure && !result.ok) {
        const limited = failure.code === ERROR_CODES.tooManyAttempts && failure.message
        toast.error(limited || t('auth.signup_failed'))
        return
      }
      if (failure?.message) return failForm(form, failure.message, serverField(failure.field))
      toast.success(t('auth.signup_done'))
      onDone()
      reloadAfterLogin()
    } catch {
      toast.error(t('auth.signup_error'))
    }
  }

  return (
    <form method="post" onSubmit={submit} className="space-y-4" noValidate>
      <AccountField input={ACCOUNT_INPUTS.newUsername} {...bind('username')} />
      <AccountField input={ACCOUNT_INPUTS.email} {...bind('email')} />
      <div className="grid gap-4">
        <AccountField input={ACCOUNT_INPUTS.newPassword} {...bind('password')} />
        <AccountField input={ACCOUNT_INPUTS.confirmPassword} {...bind('confirm')} />
      </div>
      <AccountSubmit
        label={t('auth.signup_submit')}
        busyLabel={t('auth.signup_busy')}
        busy={form.processing}
        ready={hydrated}
      />
    </form>
  )
}
