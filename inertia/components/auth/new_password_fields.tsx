import { type FormEvent, type ReactNode } from 'react'
import { useHttp } from '@inertiajs/react'
import { ACCOUNT_INPUTS, AccountField } from '~/components/auth/account_field'
import { AccountSubmit } from '~/components/ui/form_buttons'
import { useHydrated } from '~/hooks/use_hydrated'
import { bindInput } from '~/lib/bind_input'
import { failForm } from '~/lib/http_form'
import type { MessageKey } from '@shared/messages'
import { tNow, useT } from '~/lib/i18n'

type Field = 'current_password' | 'password' | 'password_confirmation'
const EMPTY: Record<Field, string> = {
  current_password: '',
  password: '',
  password_confirmation: '',
}

/**
 * A new-password form: an Inertia useHttp form (`http`, sent with sendForm) with the values,
 * the form error (cleared on edit), the submit handler and the props for NewPasswordFields.
 * `rule` is the form's client rule of docs/product.md#account-rules; `currentRule`, for a form
 * that also asks for the current password (CurrentPasswordField), is checked first.
 */
export function useNewPasswordForm(
  rule: (password: string, confirm: string) => MessageKey | null,
  currentRule?: (current: string) => MessageKey | null
) {
  const http = useHttp(EMPTY)
  const { current_password: current, password, password_confirmation: confirm } = http.data
  const hydrated = useHydrated()
  /** an answer about the whole form goes under the confirmation */
  const fail = (message: string, field: Field = 'password_confirmation') =>
    failForm(http, message, field)

  /**
   * The rule's message goes under the field it concerns: the password itself when the rule
   * still fails with a matching confirmation, else the confirmation. True when the form passes.
   */
  const validate = () => {
    const currentMessage = currentRule?.(current)
    if (currentMessage) {
      fail(tNow(currentMessage), 'current_password')
      return false
    }
    const message = rule(password, confirm)
    if (!message) return true
    fail(tNow(message), rule(password, password) ? 'password' : 'password_confirmation')
    return false
  }

  const edit = (field: Field) => (value: string) => {
    http.setData(field, value)
    http.clearErrors()
  }

  return {
    http,
    fail,
    busy: http.processing,
    /** false until the page is hydrated: the submit button waits for it */
    hydrated,
    /** The form's onSubmit: checks the rules, then runs `send` (one at a time) */
    submit: (send: () => Promise<void>) => (event: FormEvent) => {
      event.preventDefault()
      if (!http.processing && validate()) void send()
    },
    empty: () => http.setData(EMPTY),
    /** the props of CurrentPasswordField */
    currentField: {
      value: current,
      error: http.errors.current_password,
      onChange: edit('current_password'),
    },
    fields: {
      password,
      confirm,
      passwordError: http.errors.password,
      confirmError: http.errors.password_confirmation,
      onPassword: edit('password'),
      onConfirm: edit('password_confirmation'),
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
  label,
  columns = false,
}: Props) {
  const t = useT()
  return (
    <div className={`grid gap-4 ${columns ? 'sm:grid-cols-2' : ''}`}>
      <AccountField
        input={ACCOUNT_INPUTS.newPassword}
        label={label ?? t('auth.new_password_label')}
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
