import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import { resetPasswordValidator, resetRequestValidator } from '#validators/account'
import { resetPasswordWithToken, sendPasswordResetLink } from '#services/accounts/password_reset'
import { endOtherSessions } from '#services/accounts/session_list'
import { ACCOUNT_MESSAGES, type FieldErrors } from '#shared/accounts'
import { fieldErrors } from '#exceptions/action_refused_exception'
import { consumeResetRequestForEmail } from '#infra/http/rate_limits'

/**
 * POST /api/auth/reset-password-request mails a one-time link; POST /api/auth/reset-password
 * (with or without the trailing slash) sets the new password with its token. The product
 * fixes their refusals: `{ message: 'bad request', errors }` (field -> messages; a token that
 * is unknown, used or expired under `token`), 422 for the request and 400 for the reset. What
 * refuses before they run (a rate limit, another site, a busy database) answers the common
 * refusal.
 */
export default class PasswordResetController {
  async request({ request, response }: HttpContext) {
    const [invalid, input] = await request.tryValidateUsing(resetRequestValidator)
    if (invalid) return badRequest(response, 422, fieldErrors(invalid))
    await consumeResetRequestForEmail(input.email)
    const user = await User.findByEmail(input.email)
    if (user) await sendPasswordResetLink(user)
    return { message: 'success' }
  }

  async reset({ request, response, session, i18n }: HttpContext) {
    const [invalid, input] = await request.tryValidateUsing(resetPasswordValidator)
    if (invalid) return badRequest(response, 400, fieldErrors(invalid))
    const user = await resetPasswordWithToken(input.token, input.password)
    if (!user) {
      return badRequest(response, 400, { token: [i18n.t(ACCOUNT_MESSAGES.resetTokenInvalid)] })
    }
    await endOtherSessions(user.id, session.sessionId)
    return { message: 'success' }
  }
}

/** The reset calls' refusal, as the product words it */
function badRequest(response: HttpContext['response'], status: 400 | 422, errors: FieldErrors) {
  response.status(status).send({ message: 'bad request', errors })
}
