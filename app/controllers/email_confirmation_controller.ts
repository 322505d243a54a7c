import type { HttpContext } from '@adonisjs/core/http'
import {
  confirmEmail,
  EMAIL_CONFIRMATION_PURPOSE,
  sendEmailConfirmation,
} from '#services/accounts/email_confirmation'
import type { MessageKey } from '#shared/messages'

export const EMAIL_CONFIRMED = 'account_rules.email_confirmed' satisfies MessageKey
export const CONFIRMATION_LINK_INVALID =
  'account_rules.confirmation_link_invalid' satisfies MessageKey

/** The mailed confirmation link, and a new mail on request */
export default class EmailConfirmationController {
  /** GET /confirm-email/:id (signed): confirms, then the home page shows a toast */
  async confirm({ request, params, response, session, i18n }: HttpContext) {
    const user = request.hasValidSignature(EMAIL_CONFIRMATION_PURPOSE)
      ? await confirmEmail(Number(params.id))
      : null
    session.flash(
      user ? 'success' : 'error',
      i18n.t(user ? EMAIL_CONFIRMED : CONFIRMATION_LINK_INVALID)
    )
    return response.redirect('/')
  }

  /** POST /api/auth/resend-confirmation */
  async resend({ auth }: HttpContext) {
    const user = auth.getUserOrFail()
    if (!user.emailVerifiedAt) await sendEmailConfirmation(user)
    return { message: 'success' }
  }
}
