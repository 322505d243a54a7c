/**
 * Window events that open the site-wide dialogs (docs/product.md): any component, or a
 * test, can dispatch them.
 */
export type AuthTab = 'login' | 'register'

export const AUTH_EVENT = 'openAuthModal'
export const RESET_EVENT = 'openResetPwModal'
export const PROFILE_EVENT = 'openProfileModal'
export const EMAIL_CONFIRM_EVENT = 'openEmailConfirmModal'

/** `twoFactor`: open LOG IN on the code step (a "Continue with" log-in of an account with it on) */
export function openAuthModal(tab: AuthTab = 'login', options: { twoFactor?: boolean } = {}) {
  window.dispatchEvent(new CustomEvent(AUTH_EVENT, { detail: { tab, ...options } }))
}

export function openResetPwModal(code?: string) {
  window.dispatchEvent(new CustomEvent(RESET_EVENT, { detail: { code } }))
}

export function openProfileModal() {
  window.dispatchEvent(new CustomEvent(PROFILE_EVENT))
}

export function openEmailConfirmModal() {
  window.dispatchEvent(new CustomEvent(EMAIL_CONFIRM_EVENT))
}

export const CONFIRM_IDENTITY_EVENT = 'openConfirmIdentityModal'

/**
 * Asks for the password (or a two-factor code) again before a dangerous action; answers
 * whether the user confirmed (false: they closed the dialog). The API client calls it when an
 * action answers `confirmation_required`, then retries the action.
 */
export function confirmIdentity() {
  return new Promise<boolean>((resolve) => {
    window.dispatchEvent(new CustomEvent(CONFIRM_IDENTITY_EVENT, { detail: { resolve } }))
  })
}
