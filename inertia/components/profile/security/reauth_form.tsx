import { useState, type FormEvent, type ReactNode } from 'react'
import { toast } from 'sonner'
import { ACCOUNT_INPUTS, AccountField } from '~/components/auth/account_field'
import { FormButtons } from '~/components/ui/form_buttons'
import type { ApiResult } from '~/lib/api_client'
import { useBusy } from '~/hooks/use_busy'
import { apiMessage } from '~/lib/api_message'
import { bindInput } from '~/lib/bind_input'

/** What a reauth form sends: the password, and a current code when it asks for one */
export type ReauthBody = { password: string; code?: string }

/**
 * A change to the account that asks again who you are: the password, and a current code from
 * the authenticator app when `withCode`. A refusal shows the server's message (else
 * `failMessage`) in a toast; success shows its message, then `onDone`.
 */
export function ReauthForm({
  withCode,
  send,
  failMessage,
  onDone,
  submitLabel,
  busyLabel,
  onCancel,
  className = 'space-y-3',
  children,
}: {
  withCode: boolean
  send: (body: ReauthBody) => Promise<ApiResult<{ message: string }>>
  failMessage: string
  onDone: () => void
  submitLabel: string
  busyLabel: string
  onCancel?: () => void
  className?: string
  /** shown above the inputs */
  children?: ReactNode
}) {
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const { busy, run } = useBusy()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    run(async () => {
      const result = await send(withCode ? { password, code } : { password })
      if (!result.ok) return void toast.error(apiMessage(result.data) ?? failMessage)
      toast.success(result.data.message)
      onDone()
    })
  }
  return (
    <form onSubmit={submit} className={className} noValidate>
      {children}
      <AccountField
        input={ACCOUNT_INPUTS.password}
        name="password"
        {...bindInput(password, setPassword)}
      />
      {withCode && (
        <AccountField input={ACCOUNT_INPUTS.totpCode} name="code" {...bindInput(code, setCode)} />
      )}
      <FormButtons submitLabel={busy ? busyLabel : submitLabel} busy={busy} onCancel={onCancel} />
    </form>
  )
}
