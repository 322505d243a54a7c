import { useRef, useState, type FormEvent } from 'react'
import { useHttp } from '@inertiajs/react'
import { ShieldCheck } from 'lucide-react'
import { NeonDialog } from '~/components/ui/neon_dialog'
import { NeonButton } from '~/components/ui/neon_button'
import { TextField } from '~/components/ui/form_field'
import { CONFIRM_IDENTITY_EVENT } from '~/lib/events'
import { useWindowEvent } from '~/hooks/use_window_event'
import { sendForm } from '~/lib/http_form'
import { apiMessage } from '~/lib/api_message'
import { CONFIRMATION, CONFIRMATION_MESSAGES as M } from '@shared/confirmation'
import { bindData } from '~/lib/bind_input'
import { tNow, useT } from '~/lib/i18n'

/**
 * Confirming it is you before a dangerous action (#shared/confirmation): the password, or a
 * two-factor code, then the API client sends the action again. Closing it cancels the action.
 */
export function ConfirmIdentityDialog() {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [useCode, setUseCode] = useState(false)
  const form = useHttp({ value: '' })
  const busy = form.processing
  const setError = (message: string) => form.setError('value', message)
  // every caller waiting on this dialog (two actions may ask at once): one answer for all
  const waiting = useRef<((confirmed: boolean) => void)[]>([])

  useWindowEvent<{ resolve: (confirmed: boolean) => void }>(CONFIRM_IDENTITY_EVENT, (detail) => {
    waiting.current.push(detail.resolve)
    form.setData('value', '')
    form.clearErrors()
    setOpen(true)
  })

  function finish(confirmed: boolean) {
    for (const resolve of waiting.current.splice(0)) resolve(confirmed)
    setOpen(false)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!form.data.value.trim()) return setError(tNow(M.missing))
    if (busy) return
    form.transform(({ value }) => (useCode ? { code: value.trim() } : { password: value }))
    try {
      const result = await sendForm(form, 'auth.confirm')
      if (result.ok) return finish(true)
      setError(apiMessage(result.data) ?? tNow(M.wrong))
    } catch {
      setError(tNow(M.wrong))
    }
  }

  return (
    <NeonDialog
      open={open}
      onOpenChange={(next) => !next && finish(false)}
      title={t('dialogs.confirm_title')}
      description={
        useCode
          ? t('dialogs.confirm_code_again', { minutes: CONFIRMATION.minutes })
          : t('dialogs.confirm_password_again', { minutes: CONFIRMATION.minutes })
      }
      size="sm"
    >
      <form onSubmit={submit} className="space-y-4">
        <div className="flex justify-center">
          <span className="grid h-12 w-12 place-items-center rounded-full bg-neon-pink/10 text-neon-pink ring-1 ring-neon-pink/50">
            <ShieldCheck className="h-6 w-6" aria-hidden />
          </span>
        </div>
        <TextField
          key={useCode ? 'code' : 'password'}
          label={useCode ? t('dialogs.confirm_code_label') : t('dialogs.confirm_password_label')}
          type={useCode ? 'text' : 'password'}
          inputMode={useCode ? 'numeric' : undefined}
          autoComplete={useCode ? 'one-time-code' : 'current-password'}
          {...bindData(form, 'value')}
          error={form.errors.value}
          autoFocus
        />
        <NeonButton type="submit" className="w-full" disabled={busy}>
          {busy ? t('dialogs.confirm_busy') : t('dialogs.confirm_submit')}
        </NeonButton>
        <button
          type="button"
          className="w-full text-center text-xs text-slate-400 underline-offset-2 hover:text-neon-cyan hover:underline"
          onClick={() => {
            setUseCode((on) => !on)
            form.setData('value', '')
            form.clearErrors()
          }}
        >
          {useCode ? t('dialogs.confirm_use_password') : t('dialogs.confirm_use_code')}
        </button>
      </form>
    </NeonDialog>
  )
}
