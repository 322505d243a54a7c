import type { ChangeEvent, ReactNode } from 'react'
import { KeyRound, LifeBuoy, Mail, ShieldCheck, User } from 'lucide-react'
import { PasswordField, TextField } from '~/components/ui/form_field'

/** How an account form asks for one value: label, browser hints, icon */
type AccountInput = {
  label: string
  /** 'password': hidden, with a show/hide toggle */
  type?: 'email' | 'password'
  /** the phone keyboard to offer (digits for a code) */
  inputMode?: 'numeric'
  autoComplete: string
  placeholder: string
  icon: ReactNode
}

/** The inputs of the account forms (sign up, log in, password reset), each described once */
export const ACCOUNT_INPUTS = {
  newUsername: {
    label: 'Username',
    autoComplete: 'username',
    placeholder: '4-20 characters',
    icon: <User />,
  },
  login: {
    label: 'Username',
    autoComplete: 'username',
    placeholder: 'Username or email',
    icon: <User />,
  },
  email: {
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'you@example.com',
    icon: <Mail />,
  },
  password: {
    label: 'Password',
    type: 'password',
    autoComplete: 'current-password',
    placeholder: 'Your password',
    icon: <KeyRound />,
  },
  currentPassword: {
    label: 'Current Password',
    type: 'password',
    autoComplete: 'current-password',
    placeholder: 'Your password now',
    icon: <KeyRound />,
  },
  newPassword: {
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    placeholder: '8+ characters',
    icon: <KeyRound />,
  },
  confirmPassword: {
    label: 'Confirm Password',
    type: 'password',
    autoComplete: 'new-password',
    placeholder: 'Repeat it',
    icon: <KeyRound />,
  },
  totpCode: {
    label: 'Authentication code',
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    placeholder: '123 456',
    icon: <ShieldCheck />,
  },
  recoveryCode: {
    label: 'Recovery code',
    autoComplete: 'off',
    placeholder: 'abcde-12345',
    icon: <LifeBuoy />,
  },
} satisfies Record<string, AccountInput>

/** One input of ACCOUNT_INPUTS, with its form's name, value, handler and error */
export function AccountField({
  input: { type, ...input },
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
  return type === 'password' ? (
    <PasswordField {...input} {...props} />
  ) : (
    <TextField type={type} {...input} {...props} />
  )
}
