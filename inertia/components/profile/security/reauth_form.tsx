import { type FormEvent, type ReactNode } from 'react'
import { useHttp } from '@inertiajs/react'
import { toast } from 'sonner'
import { ACCOUNT_INPUTS, AccountField } from '~/components/auth/account_field'
import { FormButtons } from '~/components/ui/form_buttons'
import { apiMessage } from '~/lib/api_message'
import { bindData } from '~/lib/bind_input'
import { sendForm } from '~/lib/http_form'

/**
 * A change to the account that asks again who you are: the password, and a current code from
 * the authenticator app when `withCode`. A refusal shows the server's message (else
 * `failMessage`) in a toast; success shows its message, then `onDone`.
 */
export function ReauthForm({
  withCode,
  route,
  failMessage,
  onDone,
  submitLabel,
  busyLabel,
  onCancel,
  className = 'space-y-3',
  children,
}: {
  withCode: boolean
  /** the route the form is sent to: the password, and the code when it asks for one */
  route: 'account_api.user.two_factor.disable' | 'account_api.user.delete'
  failMessage: string
  onDone: () => void
  submitLabel: string
  busyLabel: string
  onCancel?: () => void
  className?: string
  /** shown above the inputs */
  children?: ReactNode
}) {
  const form = useHttp({ password: '', code: '' })
  const busy = form.processing
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    form.transform(({ password, code }) => (withCode ? { password, code } : { password }))
    const result = await sendForm(form, route)
    if (!result.ok) return void toast.error(apiMessage(result.data) ?? failMessage)
    toast.success(result.data.message)
    onDone()
  }
  return (
    <form onSubmit={submit} className={className} noValidate>
      {children}
      <AccountField
        input={ACCOUNT_INPUTS.password}
        name="password"
        {...bindData(form, 'password')}
      />
      {withCode && (
        <AccountField input={ACCOUNT_INPUTS.totpCode} name="code" {...bindData(form, 'code')} />
      )}
      <FormButtons submitLabel={busy ? busyLabel : submitLabel} busy={busy} onCancel={onCancel} />
    </form>
  )
}
