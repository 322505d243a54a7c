import type { HttpContext } from '@adonisjs/core/http'
import { registerValidator } from '#validators/account'
import { registerUser } from '#services/accounts/registration'
import { startSession } from '#services/accounts/sessions'
import { trySendEmailConfirmation } from '#services/accounts/email_confirmation'

/**
 * POST /api/auth/register. The dialog expects status 200 and reads `errors` (field ->
 * messages) from the body, so refused sign-ups answer 200 with `errors` (invalid input is
 * worded so by the exception handler).
 */
export default class RegistrationController {
  async register(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(registerValidator)

    const created = await registerUser(input)
    if ('errors' in created) return { message: 'bad request', errors: created.errors }

    await startSession(ctx, created.user)
    await trySendEmailConfirmation(created.user)
    return { message: 'success' }
  }
}
