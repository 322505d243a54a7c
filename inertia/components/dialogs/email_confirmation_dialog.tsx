import { useState } from 'react'
import { usePage } from '@inertiajs/react'
import { MailWarning } from 'lucide-react'
import { NeonDialog } from '~/components/ui/neon_dialog'
import { NeonButton } from '~/components/ui/neon_button'
import { EMAIL_CONFIRM_EVENT } from '~/lib/events'
import { useWindowEvent } from '~/hooks/use_window_event'
import { ResendConfirmationButton } from '~/components/auth/resend_confirmation_button'
import { useT } from '~/lib/i18n'

/**
 * Email-confirmation dialog (docs/product.md): opened after sign-up and after logging in
 * while the address is unconfirmed. Unconfirmed users can use the site; this reminds them.
 */
export function EmailConfirmationDialog() {
  const t = useT()
  const [open, setOpen] = useState(false)
  const user = usePage().props.user

  useWindowEvent(EMAIL_CONFIRM_EVENT, () => setOpen(true))

  return (
    <NeonDialog
      open={open}
      onOpenChange={setOpen}
      title={t('dialogs.email_confirm_title')}
      hideTitle
      size="sm"
    >
      <div className="flex flex-col items-center pt-2 text-center">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-neon-cyan/10 text-neon-cyan ring-1 ring-neon-cyan/50 shadow-glow-cyan">
          <MailWarning className="h-8 w-8" aria-hidden />
        </span>
        <h2 className="neon-title mt-5 text-xl">{t('dialogs.email_confirm_title')}</h2>
        <p className="mt-3 text-sm leading-relaxed text-slate-300">
          {user
            ? t('dialogs.email_confirm_welcome_text', { name: user.username })
            : t('dialogs.email_confirm_text')}
        </p>
        <NeonButton className="mt-6 w-full" onClick={() => setOpen(false)}>
          {t('common.close')}
        </NeonButton>
        <p className="mt-4 text-xs text-slate-500">
          {t('dialogs.email_confirm_no_mail')} <ResendConfirmationButton />
        </p>
      </div>
    </NeonDialog>
  )
}
