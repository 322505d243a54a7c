import { useState, type ChangeEvent, type FormEvent } from 'react'
import { toast } from 'sonner'
import { AccountSubmit } from '~/components/ui/form_buttons'
import { ACCOUNT_INPUTS, AccountField } from '~/components/auth/account_field'
import { call } from '~/lib/api_client'
import { useBusy } from '~/hooks/use_busy'
import { useHydrated } from '~/hooks/use_hydrated'
import { useFormError } from '~/hooks/use_form_error'
import { reloadAfterLogin } from '~/lib/account'
import { badRequestFailure } from '~/lib/api_message'
import { signupInvalid } from '@shared/accounts'
import { ERROR_CODES } from '@shared/errors'

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
  const [values, setValues] = useState({ username: '', email: '', password: '', confirm: '' })
  const error = useFormError<Field>()
  const { busy, run } = useBusy()
  const hydrated = useHydrated()

  const set = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }))
    if (error.of(field)) error.clear()
  }

  /** The name, value, handler and error of a field */
  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: set(field),
    error: error.of(field),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const invalid = signupInvalid(values)
    if (invalid) return error.fail(invalid.message, invalid.field)
    run(async () => {
      try {
        const { username, email, password } = values
        const result = await call('auth.register', { body: { username, email, password } })
        const failure = badRequestFailure(result)
        if (failure && !result.ok) {
          const limited = failure.code === ERROR_CODES.tooManyAttempts && failure.message
          toast.error(limited || 'Something went wrong, try again later!')
          return
        }
        if (failure?.message) return error.fail(failure.message, serverField(failure.field))
        toast.success('Successfully created an account!')
        onDone()
        reloadAfterLogin()
      } catch {
        toast.error('An error occurred. Please try again later.')
      }
    })
  }

  return (
    <form method="post" onSubmit={submit} className="space-y-4" noValidate>
      <AccountField input={ACCOUNT_INPUTS.newUsername} {...bind('username')} />
      <AccountField input={ACCOUNT_INPUTS.email} {...bind('email')} />
      <div className="grid gap-4">
        <AccountField input={ACCOUNT_INPUTS.newPassword} {...bind('password')} />
        <AccountField input={ACCOUNT_INPUTS.confirmPassword} {...bind('confirm')} />
      </div>
      <AccountSubmit label="SIGN UP" busyLabel="CREATING ACCOUNT..." busy={busy} ready={hydrated} />
    </form>
  )
}
