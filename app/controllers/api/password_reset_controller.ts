import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import { resetPasswordValidator, resetRequestValidator } from '#validators/account'
import { resetPasswordWithToken, sendPasswordResetLink } from '#services/accounts/password_reset'
import { endOtherSessions } from '#services/accounts/session_list'
import { ACCOUNT_MESSAGES } from '#shared/accounts'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { refusalsWorded, resetPageWording, type DialogWording } from '#exceptions/dialog_refusal'
import { consumeResetRequestForEmail } from '#infra/http/rate_limits'

/** The reset dialog reads `errors.email` or message 'bad request' */
const resetDialogWording: DialogWording = (refusal) =>
  refusal.errors ? { status: 422, body: { message: 'bad request', errors: refusal.errors } } : null

/**
 * POST /api/auth/reset-password-request mails a one-time link; POST /api/auth/reset-password
 * (with or without the trailing slash) sets the new password with its token. Failures
 * answer 'bad request' with `errors`, as the reset dialog and page read them.
 */
export default class PasswordResetController {
  @refusalsWorded(resetDialogWording)
  async request({ request }: HttpContext) {
    const { email } = await request.validateUsing(resetRequestValidator)
    await consumeResetRequestForEmail(email)
    const user = await User.findByEmail(email)
    if (user) await sendPasswordResetLink(user)
    return { message: 'success' }
  }

  @refusalsWorded(resetPageWording)
  async reset({ request, session }: HttpContext) {
    const { token, password } = await request.validateUsing(resetPasswordValidator)
    const user = await resetPasswordWithToken(token, password)
    if (!user) throw new ActionRefusedException(ACCOUNT_MESSAGES.resetTokenInvalid, 400)
    await endOtherSessions(user.id, session.sessionId)
    return { message: 'success' }
  }
}
