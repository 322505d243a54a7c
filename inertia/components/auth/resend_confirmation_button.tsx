import { toast } from 'sonner'
import { call } from '~/lib/api_client'
import { useBusy } from '~/hooks/use_busy'
import { apiMessage } from '~/lib/api_message'
import { useT } from '~/lib/i18n'

/** Asks for a new confirmation mail (rate limited on the server) */
export function ResendConfirmationButton({ label }: { label?: string }) {
  const t = useT()
  const { busy, run } = useBusy()
  const resend = () =>
    run(async () => {
      try {
        const result = await call('auth.resend_confirmation', {})
        if (result.ok) toast.success(t('auth.resend_done'))
        else toast.error(apiMessage(result.data) ?? t('auth.resend_failed'))
      } catch {
        toast.error(t('auth.resend_failed'))
      }
    })
  return (
    <button
      type="button"
      onClick={resend}
      disabled={busy}
      className="font-semibold text-neon-cyan hover:underline disabled:opacity-50"
    >
      {busy ? t('auth.resend_busy') : (label ?? t('auth.resend_button'))}
    </button>
  )
}
