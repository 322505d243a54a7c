import { useState, type FormEvent } from 'react'
import { useHttp } from '@inertiajs/react'
import { toast } from 'sonner'
import { AccountSubmit } from '~/components/ui/form_buttons'
import { ACCOUNT_INPUTS, AccountField } from '~/components/auth/account_field'
import { TwoFactorStep } from '~/components/auth/two_factor_step'
import { SocialLoginButtons } from '~/components/auth/social_login_buttons'
import { sendForm } from '~/lib/http_form'
import { useHydrated } from '~/hooks/use_hydrated'
import { reloadAfterLogin } from '~/lib/account'
import { refusalOf } from '~/lib/api_message'
import { ERROR_CODES } from '@shared/errors'
import { bindData } from '~/lib/bind_input'
import { useT } from '~/lib/i18n'

/** LOG IN: no client rules (docs/product.md#account-rules); success closes the dialog and reloads the page */
export function LoginForm({
  onDone,
  onForgot,
  twoFactor = false,
}: {
  onDone: () => void
  onForgot: () => void
  /** start on the code step: the server already took the first one ("Continue with") */
  twoFactor?: boolean
}) {
  const t = useT()
  const loginFailed = t('auth.login_failed')
  const form = useHttp({ username: '', password: '' })
  const [secondStep, setSecondStep] = useState(twoFactor)
  const hydrated = useHydrated()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (form.processing) return
    try {
      const result = await sendForm(form, 'auth.login')
      const refusal = result.ok ? null : refusalOf(result.data)
      if (refusal?.code === ERROR_CODES.tooManyAttempts) {
        toast.error(refusal.message ?? loginFailed)
        return
      }
      if (!result.ok || !result.data) {
        toast.error(loginFailed)
        return
      }
      if ('two_factor' in result.data) {
        setSecondStep(true)
        return
      }
      onDone()
      reloadAfterLogin()
    } catch {
      toast.error(loginFailed)
    }
  }

  if (secondStep) {
    return (
      <TwoFactorStep
        onDone={onDone}
        onRestart={() => {
          setSecondStep(false)
          form.setData('password', '')
        }}
      />
    )
  }

  return (
    <>
      <form method="post" onSubmit={submit} className="space-y-4" noValidate>
        <AccountField
          input={ACCOUNT_INPUTS.login}
          name="username"
          {...bindData(form, 'username')}
        />
        <div>
          <AccountField
            input={ACCOUNT_INPUTS.password}
            name="password"
            {...bindData(form, 'password')}
          />
          <div className="mt-2 text-right">
            <button
              type="button"
              onClick={onForgot}
              className="text-xs font-semibold text-neon-cyan hover:text-white hover:underline"
            >
              {t('auth.forgot_password')}
            </button>
          </div>
        </div>
        <AccountSubmit
          label={t('auth.login_submit')}
          busyLabel={t('auth.login_busy')}
          busy={form.processing}
          ready={hydrated}
        />
      </form>
      <SocialLoginButtons />
    </>
  )
}
