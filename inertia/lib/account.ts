import { router } from '@inertiajs/react'
import { openEmailConfirmModal } from '~/lib/events'
import { INTENDED_PARAM, safeIntendedPath } from '@shared/accounts'

/** The images of the auth dialog (docs/product.md), both fetched when it opens so switching tabs never flashes */
export const AUTH_IMAGES = { login: '/auth/login.webp', register: '/auth/signup.webp' } as const

/**
 * After log in or sign up the page reloads into the logged-in header; an account whose
 * email is not confirmed yet gets the confirmation reminder. A guest sent to log in from a
 * page goes back to it instead (a full load: it may be no page of ours, an OAuth start).
 */
export function reloadAfterLogin() {
  const intended = safeIntendedPath(new URLSearchParams(window.location.search).get(INTENDED_PARAM))
  if (intended) return window.location.assign(intended)
  router.reload({
    onSuccess: (page) => {
      const user = page.props.user
      if (user && !user.email_verified) openEmailConfirmModal()
    },
  })
}

/** After a profile change the user data is reloaded (docs/product.md#api) */
export function reloadUser() {
  router.reload({ only: ['user'] })
}
