import type { ChangeEvent, ReactNode } from 'react'
import { KeyRound, LifeBuoy, Mail, ShieldCheck, User } from 'lucide-react'
import type { MessageKey } from '@shared/messages'
import { PasswordField, TextField } from '~/components/ui/form_field'
import { useT } from '~/lib/i18n'

/** How an account form asks for one value: label, browser hints, icon */
type AccountInput = {
  label: MessageKey
  /** 'password': hidden, with a show/hide toggle */
  type?: 'email' | 'password'
  /** the phone keyboard to offer (digits for a code) */
  inputMode?: 'numeric'
  autoComplete: string
  placeholder: MessageKey
  icon: ReactNode
}

/** The inputs of the account forms (sign up, log in, password reset), each described once */
export const ACCOUNT_INPUTS = {
  newUsername: {
    label: 'auth.input_new_username_label',
    autoComplete: 'username',
    placeholder: 'auth.input_new_username_placeholder',
    icon: <User />,
  },
  login: {
    label: 'auth.input_login_label',
    autoComplete: 'username',
    placeholder: 'auth.input_login_placeholder',
    icon: <User />,
  },
  email: {
    label: 'auth.input_email_label',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'auth.input_email_placeholder',
    icon: <Mail />,
  },
  password: {
    label: 'auth.input_password_label',
    type: 'password',
    autoComplete: 'current-password',
    placeholder: 'auth.input_password_placeholder',
    icon: <KeyRound />,
  },
  currentPassword: {
    label: 'auth.input_current_password_label',
    type: 'password',
    autoComplete: 'current-password',
    placeholder: 'auth.input_current_password_placeholder',
    icon: <KeyRound />,
  },
  newPassword: {
    label: 'auth.input_new_password_label',
    type: 'password',
    autoComplete: 'new-password',
    placeholder: 'auth.input_new_password_placeholder',
    icon: <KeyRound />,
  },
  confirmPassword: {
    label: 'auth.input_confirm_password_label',
    type: 'password',
    autoComplete: 'new-password',
    placeholder: 'auth.input_confirm_password_placeholder',
    icon: <KeyRound />,
  },
  totpCode: {
    label: 'auth.input_totp_code_label',
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    placeholder: 'auth.input_totp_code_placeholder',
    icon: <ShieldCheck />,
  },
  recoveryCode: {
    label: 'auth.input_recovery_code_label',
    autoComplete: 'off',
    placeholder: 'auth.input_recovery_code_placeholder',
    icon: <LifeBuoy />,
  },
} satisfies Record<string, AccountInput>

/** One input of ACCOUNT_INPUTS, with its form's name, value, handler and error */
export function AccountField({
  input: { type, label, placeholder, ...input },
  label: ownLabel,
  ...props
}: {
  input: AccountInput
  name: string
  value: string
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
  error?: string | null
  /** instead of the input's own label */
  label?: string
}) {
  const t = useT()
  const texts = { label: ownLabel ?? t(label), placeholder: t(placeholder) }
  return type === 'password' ? (
    <PasswordField {...input} {...texts} {...props} />
  ) : (
    <TextField type={type} {...input} {...texts} {...props} />
  )
}
