import { useState } from 'react'
import { Head, Link, router, usePage } from '@inertiajs/react'
import { toast } from 'sonner'
import { KeyRound, ShieldAlert, ShieldCheck } from 'lucide-react'
import { StatusPanel } from '~/components/ui/status_panel'
import { NeonButton, neonButtonClass } from '~/components/ui/neon_button'
import { ResetPasswordForm, useNewPasswordForm } from '~/components/auth/new_password_fields'
import { sendForm } from '~/lib/http_form'
import { openResetPwModal } from '~/lib/events'
import { ACCOUNT_TIMINGS } from '@shared/accounts'
import { RESET_PAGE_FAILED, resetPagePasswordError } from '@shared/accounts'
import { badRequestFailure } from '~/lib/api_message'
import type { InertiaProps } from '~/types'
import { tNow, useT } from '~/lib/i18n'

type Props = { tokenUsable: boolean }

function FailedPanel() {
  const t = useT()
  return (
    <StatusPanel
      tone="failure"
      icon={ShieldAlert}
      title={t('auth.reset_page_failed_title')}
      actions={
        <>
          <NeonButton className="w-full" onClick={() => openResetPwModal()}>
            {t('auth.reset_page_new_link')}
          </NeonButton>
          <Link href="/" className={neonButtonClass('vapourGray', 'md', 'w-full')}>
            {t('auth.reset_page_home')}
          </Link>
        </>
      }
    >
      {t('auth.reset_page_failed_text')}
    </StatusPanel>
  )
}

/**
 * The page the reset mail links to (/reset-password/:token). The token is read from the
 * URL. Success: toast, then the home page after 2 s. A refusal (its 'bad request', or a
 * common refusal such as a rate limit) or a call that got no answer replaces the form with
 * the failure panel.
 */
export default function ResetPasswordPage({ tokenUsable }: InertiaProps<Props>) {
  const t = useT()
  const { url } = usePage()
  const token = decodeURIComponent(url.split('?')[0].split('/').pop() ?? '')
  const [failed, setFailed] = useState(!tokenUsable)
  const [done, setDone] = useState(false)
  const form = useNewPasswordForm(resetPagePasswordError)

  const send = async () => {
    form.http.transform(({ password }) => ({ token, password }))
    try {
      const result = await sendForm(form.http, 'auth.reset_password')
      const failure = badRequestFailure(result)
      if (failure) {
        toast.error(failure.message ?? tNow(RESET_PAGE_FAILED))
        setFailed(true)
        return
      }
      setDone(true)
      toast.success(t('auth.reset_page_done'))
      setTimeout(() => router.visit('/'), ACCOUNT_TIMINGS.resetPageRedirectMs)
    } catch {
      toast.error(tNow(RESET_PAGE_FAILED))
      setFailed(true)
    }
  }

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 pt-12 pb-20 sm:pt-20">
      <Head title={t('auth.reset_page_title')}>
        <meta name="referrer" content="no-referrer" />
      </Head>
      <div className="neon-panel p-6 sm:p-8">
        {failed ? (
          <FailedPanel />
        ) : (
          <>
            <div className="mb-6 flex items-center gap-3">
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-neon-pink/15 text-neon-pink ring-1 ring-neon-pink/50">
                {done ? (
                  <ShieldCheck className="h-6 w-6" aria-hidden />
                ) : (
                  <KeyRound className="h-6 w-6" aria-hidden />
                )}
              </span>
              <div>
                <h1 className="neon-title text-xl">{t('auth.reset_page_title')}</h1>
                <p className="text-sm text-slate-400">
                  {done ? t('auth.reset_page_going_home') : t('auth.reset_page_intro')}
                </p>
              </div>
            </div>
            <ResetPasswordForm
              form={form}
              send={send}
              done={done}
              fieldLabel={t('auth.reset_page_field')}
              submitLabel={t('auth.reset_page_submit')}
              busyLabel={t('auth.reset_page_busy')}
            />
          </>
        )}
      </div>
    </div>
  )
}
