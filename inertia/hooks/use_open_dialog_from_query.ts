import { useEffect } from 'react'
import { openAuthModal, openResetPwModal } from '~/lib/events'

/**
 * Links from the server open dialogs: `?auth=login|register` (sent by the auth gate) and
 * `?reset=<code>` (the mailed reset link).
 */
export function useOpenDialogFromQuery() {
  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    const auth = params.get('auth')
    if (auth === 'login' || auth === 'register') openAuthModal(auth)
    const reset = params.get('reset')
    if (reset) openResetPwModal(reset)
  }, [])
}
