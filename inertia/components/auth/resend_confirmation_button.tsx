import { toast } from 'sonner'
import { call } from '~/lib/api_client'
import { useBusy } from '~/hooks/use_busy'
import { apiMessage } from '~/lib/api_message'

/** Asks for a new confirmation mail (rate limited on the server) */
export function ResendConfirmationButton({ label = 'send it again' }: { label?: string }) {
  const { busy, run } = useBusy()
  const resend = () =>
    run(async () => {
      try {
        const result = await call('auth.resend_confirmation', {})
        if (result.ok) toast.success('Confirmation email sent!')
        else
          toast.error(
            apiMessage(result.data) ?? 'Could not send the email. Please try again later.'
          )
      } catch {
        toast.error('Could not send the email. Please try again later.')
      }
    })
  return (
    <button
      type="button"
      onClick={resend}
      disabled={busy}
      className="font-semibold text-neon-cyan hover:underline disabled:opacity-50"
    >
      {busy ? 'sending...' : label}
    </button>
  )
}
