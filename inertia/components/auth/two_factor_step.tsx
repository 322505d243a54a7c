import { useState, type FormEvent } from 'react'
import { useHttp } from '@inertiajs/react'
import { toast } from 'sonner'
import { AccountSubmit } from '~/components/ui/form_buttons'
import { ACCOUNT_INPUTS, AccountField } from '~/components/auth/account_field'
import { sendForm } from '~/lib/http_form'
import { reloadAfterLogin } from '~/lib/account'
import { refusalOf } from '~/lib/api_message'
import { ERROR_CODES } from '@shared/errors'
import { TWO_FACTOR_MESSAGES as M } from '@shared/two_factor'
import { bindData } from '~/lib/bind_input'
import { tNow, useT } from '~/lib/i18n'

/**
 * LOG IN's second step, when the account has two-factor sign-in on: a code from the
 * authenticator app, or one of the recovery codes. `onRestart` goes back to the password
 * (the server forgot the first step: it took too long).
 */
export function TwoFactorStep({
  onDone,
  onRestart,
}: {
  onDone: () => void
  onRestart: () => void
}) {
  const t = useT()
  const [recovery, setRecovery] = useState(false)
  const form = useHttp({ value: '' })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (form.processing) return
    if (!form.data.value.trim()) {
      toast.error(tNow(M.codeRequired))
      return
    }
    form.transform(({ value }) => (recovery ? { recovery_code: value } : { code: value }))
    try {
      const result = await sendForm(form, 'auth.two_factor')
      if (result.ok) {
        onDone()
        reloadAfterLogin()
        return
      }
      const refusal = refusalOf(result.data)
      toast.error(refusal.message ?? tNow(M.codeInvalid))
      if (refusal.code === ERROR_CODES.loginExpired) onRestart()
    } catch {
      toast.error(tNow(M.codeInvalid))
    }
  }

  return (
    <form method="post" onSubmit={submit} className="space-y-4" noValidate>
      <p className="text-sm text-slate-300">
        {recovery ? t('auth.two_factor_recovery_intro') : t('auth.two_factor_code_intro')}
      </p>
      <AccountField
        key={recovery ? 'recovery' : 'code'}
        input={recovery ? ACCOUNT_INPUTS.recoveryCode : ACCOUNT_INPUTS.totpCode}
        name={recovery ? 'recovery_code' : 'code'}
        {...bindData(form, 'value')}
      />
      <div className="flex items-center justify-between text-xs">
        <button
          type="button"
          onClick={() => {
            setRecovery(!recovery)
            form.setData('value', '')
          }}
          className="font-semibold text-neon-cyan hover:text-white hover:underline"
        >
          {recovery ? t('auth.two_factor_use_app') : t('auth.two_factor_use_recovery')}
        </button>
        <button type="button" onClick={onRestart} className="text-slate-400 hover:text-white">
          {t('auth.two_factor_back')}
        </button>
      </div>
      <AccountSubmit
        label={t('auth.two_factor_submit')}
        busyLabel={t('auth.two_factor_busy')}
        busy={form.processing}
        ready
      />
    </form>
  )
}
