/**
 * Window events that open the site-wide dialogs (docs/product.md): any component, or a
 * test, can dispatch them.
 */
export type AuthTab = 'login' | 'register'

export const AUTH_EVENT = 'openAuthModal'
export const RESET_EVENT = 'openResetPwModal'
export const PROFILE_EVENT = 'openProfileModal'
export const EMAIL_CONFIRM_EVENT = 'openEmailConfirmModal'

export function openAuthModal(tab: AuthTab = 'login') {
  window.dispatchEvent(new CustomEvent(AUTH_EVENT, { detail: { tab } }))
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
