import { useEffect } from 'react'
import { openAuthModal, openResetPwModal } from '~/lib/events'
import { TWO_FACTOR_STEP_QUERY as STEP } from '@shared/two_factor'

/**
 * Links from the server open dialogs: `?auth=login|register` (sent by the auth gate; with
 * `&step=two-factor` on the code step) and
 * `?reset=<code>` (the mailed reset link).
 */
export function useOpenDialogFromQuery() {
  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    const auth = params.get('auth')
    const twoFactor = params.get(STEP.name) === STEP.value
    if (auth === 'login' || auth === 'register') openAuthModal(auth, { twoFactor })
    const reset = params.get('reset')
    if (reset) openResetPwModal(reset)
  }, [])
}
