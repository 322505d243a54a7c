import { useEffect, useRef, useState, type FormEvent } from 'react'
import { router, useHttp } from '@inertiajs/react'
import { toast } from 'sonner'
import { MailCheck } from 'lucide-react'
import { NeonDialog } from '~/components/ui/neon_dialog'
import { AccountSubmit } from '~/components/ui/form_buttons'
import { NeonButton } from '~/components/ui/neon_button'
import { StatusPanel } from '~/components/ui/status_panel'
import { ACCOUNT_INPUTS, AccountField } from '~/components/auth/account_field'
import { ResetPasswordForm, useNewPasswordForm } from '~/components/auth/new_password_fields'
import { RESET_EVENT } from '~/lib/events'
import { useWindowEvent } from '~/hooks/use_window_event'
import { useHydrated } from '~/hooks/use_hydrated'
import { failForm, sendForm } from '~/lib/http_form'
import { bindData } from '~/lib/bind_input'
import { badRequestFailure } from '~/lib/api_message'
import { ACCOUNT, ACCOUNT_TIMINGS } from '@shared/accounts'
import {
  ACCOUNT_MESSAGES as M,
  resetDialogPasswordError,
  resetRequestError,
} from '@shared/accounts'
import { WithSlot, SLOT } from '~/components/ui/with_slot'
import { tNow, useT } from '~/lib/i18n'

/** Step 1 without a code: ask for the email, then 'Check Your Email' */
function RequestResetForm({ onSent }: { onSent: (email: string) => void }) {
  const t = useT()
  const form = useHttp({ email: '' })
  const { email } = form.data
  const fail = (message: string) => failForm(form, message, 'email')
  const hydrated = useHydrated()

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const invalid = resetRequestError(email)
    if (invalid) return fail(tNow(invalid))
    if (form.processing) return
    try {
      const result = await sendForm(form, 'auth.reset_password_request')
      const failure = badRequestFailure(result)
      // the server's own words for an address no account has
      const unknown = failure?.errors.email?.[0] === tNow(M.resetEmailNotFound)
      if (unknown) return fail(tNow(M.resetEmailUnknown))
      if (failure) return fail(failure.message ?? t('dialogs.reset_request_error'))
      onSent(email.trim())
    } catch {
      fail(t('dialogs.reset_network_error'))
    }
  }

  return (
    <form method="post" onSubmit={onSubmit} className="space-y-5" noValidate>
      <p className="text-sm text-slate-300">{t('dialogs.reset_request_intro')}</p>
      <AccountField
        input={ACCOUNT_INPUTS.email}
        name="email"
        {...bindData(form, 'email')}
        error={form.errors.email}
      />
      <AccountSubmit
        label={t('dialogs.reset_request_submit')}
        busyLabel={t('dialogs.reset_request_busy')}
        busy={form.processing}
        ready={hydrated}
      />
    </form>
  )
}

function CheckYourEmail({ email, onClose }: { email: string; onClose: () => void }) {
  const t = useT()
  return (
    <div className="py-2">
      <StatusPanel
        tone="success"
        icon={MailCheck}
        title={t('dialogs.reset_sent_title')}
        heading="h3"
        actions={
          <NeonButton variant="vapourGray" className="w-full" onClick={onClose}>
            {t('common.close')}
          </NeonButton>
        }
      >
        <WithSlot
          text={t('dialogs.reset_sent_text', { email: SLOT, minutes: ACCOUNT.resetTokenMinutes })}
        >
          <span className="font-semibold text-white">{email}</span>
        </WithSlot>
      </StatusPanel>
    </div>
  )
}

/** Step 2 with a code: the new password; success goes to the home page after 1.5 s */
function NewPasswordForm({ code, onNewLink }: { code: string; onNewLink: () => void }) {
  const t = useT()
  const [done, setDone] = useState(false)
  const [tokenRefused, setTokenRefused] = useState(false)
  const form = useNewPasswordForm(resetDialogPasswordError)
  const { fail } = form

  const send = async () => {
    form.http.transform(({ password }) => ({ token: code, password }))
    try {
      const result = await sendForm(form.http, 'auth.reset_password')
      const failure = badRequestFailure(result)
      if (failure) {
        setTokenRefused(Boolean(failure.errors.token))
        return fail(failure.message ?? t('dialogs.reset_failed'))
      }
      setDone(true)
      toast.success(t('dialogs.reset_done'))
      setTimeout(() => router.visit('/'), ACCOUNT_TIMINGS.resetDialogRedirectMs)
    } catch {
      fail(t('dialogs.reset_failed'))
    }
  }

  return (
    <ResetPasswordForm
      form={form}
      send={send}
      done={done}
      submitLabel={t('dialogs.reset_submit')}
      busyLabel={t('dialogs.reset_busy')}
      intro={<p className="text-sm text-slate-300">{t('dialogs.reset_intro')}</p>}
    >
      {tokenRefused && (
        <p className="text-center text-sm text-slate-400">
          {t('dialogs.reset_link_expired')}{' '}
          <button
            type="button"
            onClick={onNewLink}
            className="font-semibold text-neon-cyan hover:underline"
          >
            {t('dialogs.reset_new_link')}
          </button>
        </p>
      )}
    </ResetPasswordForm>
  )
}

/**
 * Password reset dialog, opened by the openResetPwModal window event (the layout also opens
 * it from `?reset=<code>`). Without a code it asks for an email; with one it sets the new
 * password. Its state resets 300 ms after closing, once the closing animation is over.
 */
export function ResetPasswordDialog() {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [code, setCode] = useState<string | undefined>()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [generation, setGeneration] = useState(0)
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useWindowEvent<{ code?: string } | undefined>(RESET_EVENT, (detail) => {
    clearTimeout(clearTimer.current)
    setCode(detail?.code || undefined)
    setSentTo(null)
    setGeneration((g) => g + 1)
    setOpen(true)
  })

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (!next) {
      clearTimer.current = setTimeout(() => {
        setCode(undefined)
        setSentTo(null)
        setGeneration((g) => g + 1)
      }, ACCOUNT_TIMINGS.resetDialogClearMs)
    }
  }
  useEffect(() => () => clearTimeout(clearTimer.current), [])

  return (
    <NeonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={code && !sentTo ? t('dialogs.reset_new_title') : t('dialogs.reset_title')}
      hideTitle={sentTo !== null}
      size="sm"
    >
      <div className="mt-3" key={generation}>
        {code ? (
          <NewPasswordForm code={code} onNewLink={() => setCode(undefined)} />
        ) : sentTo ? (
          <CheckYourEmail email={sentTo} onClose={() => onOpenChange(false)} />
        ) : (
          <RequestResetForm onSent={setSentTo} />
        )}
      </div>
    </NeonDialog>
  )
}
