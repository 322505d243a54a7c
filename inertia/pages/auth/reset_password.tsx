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
import { tNow } from '~/lib/i18n'

type Props = { tokenUsable: boolean }

const FAILED_TEXT =
  "The reset password key is either expired or doesn't exist. Please request a new password reset link."

function FailedPanel() {
  return (
    <StatusPanel
      tone="failure"
      icon={ShieldAlert}
      title="Password Reset Failed"
      actions={
        <>
          <NeonButton className="w-full" onClick={() => openResetPwModal()}>
            Request New Link
          </NeonButton>
          <Link href="/" className={neonButtonClass('vapourGray', 'md', 'w-full')}>
            Home
          </Link>
        </>
      }
    >
      {FAILED_TEXT}
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
      toast.success('Successfully reset password!')
      setTimeout(() => router.visit('/'), ACCOUNT_TIMINGS.resetPageRedirectMs)
    } catch {
      toast.error(tNow(RESET_PAGE_FAILED))
      setFailed(true)
    }
  }

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 pt-12 pb-20 sm:pt-20">
      <Head title="Reset Password">
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
                <h1 className="neon-title text-xl">Reset Password</h1>
                <p className="text-sm text-slate-400">
                  {done ? 'All set! Taking you home...' : 'Choose a new password for your account.'}
                </p>
              </div>
            </div>
            <ResetPasswordForm
              form={form}
              send={send}
              done={done}
              fieldLabel="Password"
              submitLabel="Reset Password"
              busyLabel="Saving..."
            />
          </>
        )}
      </div>
    </div>
  )
}
