import { useEffect, useRef } from 'react'
import { AuthDialog } from '~/components/dialogs/auth_dialog'
import { ResetPasswordDialog } from '~/components/dialogs/reset_password_dialog'
import { ProfileDialog } from '~/components/dialogs/profile_dialog'
import { EmailConfirmationDialog } from '~/components/dialogs/email_confirmation_dialog'
import { ConfirmIdentityDialog } from '~/components/dialogs/confirm_identity_dialog'

/**
 * The site-wide dialogs, loaded by DialogHosts on the first event that opens one. Once they
 * listen (children's effects run before this one), the events that arrived while this chunk
 * loaded are dispatched again, in order.
 */
export default function SiteDialogs({
  replay,
  onListening,
}: {
  replay: CustomEvent[]
  onListening: () => void
}) {
  const replayed = useRef(false)
  useEffect(() => {
    if (replayed.current) return
    replayed.current = true
    onListening()
    for (const event of replay) {
      window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }))
    }
  }, [replay, onListening])

  return (
    <>
      <AuthDialog />
      <ResetPasswordDialog />
      <ProfileDialog />
      <EmailConfirmationDialog />
      <ConfirmIdentityDialog />
    </>
  )
}
