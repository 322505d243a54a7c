import { useState } from 'react'
import { KeyRound } from 'lucide-react'
import { PasswordField } from '~/components/ui/form_field'
import { useFormError } from '~/lib/use_form_error'

/**
 * The state of a new-password form: both values, the form error (cleared on edit) and the
 * props for NewPasswordFields.
 */
export function useNewPasswordForm() {
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const { message, fail, clear } = useFormError()
  return {
    password,
    confirm,
    fail,
    empty: () => {
      setPassword('')
      setConfirm('')
    },
    fields: {
      password,
      confirm,
      error: message,
      onPassword: (value: string) => {
        setPassword(value)
        clear()
      },
      onConfirm: (value: string) => {
        setConfirm(value)
        clear()
      },
    },
  }
}

type Props = {
  password: string
  confirm: string
  onPassword: (value: string) => void
  onConfirm: (value: string) => void
  /** shown under the confirmation */
  error?: string | null
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
  error,
  label = 'New Password',
  columns = false,
}: Props) {
  return (
    <div className={`grid gap-4 ${columns ? 'sm:grid-cols-2' : ''}`}>
      <PasswordField
        label={label}
        name="password"
        autoComplete="new-password"
        placeholder="8+ characters"
        icon={<KeyRound />}
        value={password}
        onChange={(e) => onPassword(e.target.value)}
      />
      <PasswordField
        label="Confirm Password"
        name="password_confirmation"
        autoComplete="new-password"
        placeholder="Repeat it"
        icon={<KeyRound />}
        value={confirm}
        onChange={(e) => onConfirm(e.target.value)}
        error={error}
      />
    </div>
  )
}
