import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import { checkFields } from '#validators/field_errors'
import { resetPasswordValidator, resetRequestValidator } from '#validators/account'
import { resetPasswordWithToken, sendPasswordResetLink } from '#services/accounts/password_reset'
import { endOtherSessions } from '#services/accounts/sessions'
import { ACCOUNT_MESSAGES } from '#shared/accounts'
import { consumeResetRequestForEmail } from '#start/limiter'

/**
 * POST /api/auth/reset-password-request mails a one-time link; POST /api/auth/reset-password
 * (with or without the trailing slash) sets the new password with its token. Failures
 * answer 'bad request' with `errors`, as the reset dialog and page read them.
 */
export default class PasswordResetController {
  async request({ request, response }: HttpContext) {
    const input = checkFields(await request.tryValidateUsing(resetRequestValidator))
    if (!input.ok)
      return response.unprocessableEntity({ message: 'bad request', errors: input.errors })
    await consumeResetRequestForEmail(input.data.email)
    const user = await User.findByEmail(input.data.email)
    if (user) await sendPasswordResetLink(user)
    return { message: 'success' }
  }

  async reset({ request, response, session }: HttpContext) {
    const input = checkFields(await request.tryValidateUsing(resetPasswordValidator))
    if (!input.ok) return response.badRequest({ message: 'bad request', errors: input.errors })

    const user = await resetPasswordWithToken(input.data.token, input.data.password)
    if (!user) {
      return response.badRequest({
        message: 'bad request',
        errors: { token: [ACCOUNT_MESSAGES.resetTokenInvalid] },
      })
    }
    await endOtherSessions(user.id, session.sessionId)
    return { message: 'success' }
  }
}
