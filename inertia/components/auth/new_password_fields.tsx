import { useState, type FormEvent, type ReactNode } from 'react'
import { ACCOUNT_INPUTS, AccountField } from '~/components/auth/account_field'
import { AccountSubmit } from '~/components/ui/form_buttons'
import { useBusy } from '~/hooks/use_busy'
import { useFormError } from '~/hooks/use_form_error'
import { useHydrated } from '~/hooks/use_hydrated'
import { bindInput } from '~/lib/bind_input'

type Field = 'current' | 'password' | 'confirm'

/**
 * The state of a new-password form: the values, the form error (cleared on edit), the busy
 * flag, the submit handler and the props for NewPasswordFields. `rule` is the form's client
 * rule of docs/product.md#account-rules; `currentRule`, for a form that also asks for the
 * current password (CurrentPasswordField), is checked first.
 */
export function useNewPasswordForm(
  rule: (password: string, confirm: string) => string | null,
  currentRule?: (current: string) => string | null
) {
  const [current, setCurrent] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const error = useFormError<Field>()
  const { fail, clear } = error
  const { busy, run } = useBusy()
  const hydrated = useHydrated()

  /**
   * The rule's message goes under the field it concerns: the password itself when the rule
   * still fails with a matching confirmation, else the confirmation. True when the form passes.
   */
  const validate = () => {
    const currentMessage = currentRule?.(current)
    if (currentMessage) {
      fail(currentMessage, 'current')
      return false
    }
    const message = rule(password, confirm)
    if (!message) return true
    fail(message, rule(password, password) ? 'password' : 'confirm')
    return false
  }

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value)
    clear()
  }

  return {
    current,
    password,
    confirm,
    fail,
    busy,
    /** false until the page is hydrated: the submit button waits for it */
    hydrated,
    /** The form's onSubmit: checks the rules, then runs `send` (one at a time) */
    submit: (send: () => Promise<void>) => (event: FormEvent) => {
      event.preventDefault()
      if (validate()) run(send)
    },
    empty: () => {
      setCurrent('')
      setPassword('')
      setConfirm('')
    },
    /** the props of CurrentPasswordField */
    currentField: { value: current, error: error.of('current'), onChange: edit(setCurrent) },
    fields: {
      password,
      confirm,
      passwordError: error.of('password'),
      confirmError: error.of('confirm') ?? error.general,
      onPassword: edit(setPassword),
      onConfirm: edit(setConfirm),
    },
  }
}

/** The current password, asked before a new one is set */
export function CurrentPasswordField({
  value,
  error,
  onChange,
}: {
  value: string
  error?: string | null
  onChange: (value: string) => void
}) {
  return (
    <AccountField
      input={ACCOUNT_INPUTS.currentPassword}
      name="current_password"
      {...bindInput(value, onChange)}
      error={error}
    />
  )
}

type Props = {
  password: string
  confirm: string
  onPassword: (value: string) => void
  onConfirm: (value: string) => void
  passwordError?: string | null
  /** also where answers about the whole form go */
  confirmError?: string | null
  label?: string
  /** side by side from the sm breakpoint */
  columns?: boolean
}

/** A new password and its confirmation, each with a show/hide toggle */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  passwordError,
  confirmError,
  label = 'New Password',
  columns = false,
}: Props) {
  return (
    <div className={`grid gap-4 ${columns ? 'sm:grid-cols-2' : ''}`}>
      <AccountField
        input={ACCOUNT_INPUTS.newPassword}
        label={label}
        name="password"
        {...bindInput(password, onPassword)}
        error={passwordError}
      />
      <AccountField
        input={ACCOUNT_INPUTS.confirmPassword}
        name="password_confirmation"
        {...bindInput(confirm, onConfirm)}
        error={confirmError}
      />
    </div>
  )
}

/**
 * A password reset's form (the reset dialog's and the reset page's): the new password, its
 * confirmation and the submit button, which waits for hydration and stays off once the reset
 * is `done`. `intro` goes above the fields, `children` under the button.
 */
export function ResetPasswordForm({
  form,
  send,
  done,
  fieldLabel,
  submitLabel,
  busyLabel,
  intro,
  children,
}: {
  form: ReturnType<typeof useNewPasswordForm>
  send: () => Promise<void>
  done: boolean
  fieldLabel?: string
  submitLabel: string
  busyLabel: string
  intro?: ReactNode
  children?: ReactNode
}) {
  return (
    <form method="post" onSubmit={form.submit(send)} className="space-y-4" noValidate>
      {intro}
      <NewPasswordFields label={fieldLabel} {...form.fields} />
      <AccountSubmit
        label={submitLabel}
        busyLabel={busyLabel}
        busy={form.busy}
        ready={form.hydrated && !done}
        className="mt-2"
      />
      {children}
    </form>
  )
}
