import type { HttpContext } from '@adonisjs/core/http'
import { registerValidator } from '#validators/account'
import { registerUser } from '#services/accounts/registration'
import { startSession } from '#services/accounts/sessions'
import { trySendEmailConfirmation } from '#services/accounts/email_confirmation'
import { fieldErrors } from '#exceptions/action_refused_exception'

/**
 * POST /api/auth/register. The product fixes this answer: a refused sign-up (invalid input, a
 * taken name or email) answers status 200 with `{ message: 'bad request', errors }` (field ->
 * messages), which the sign-up dialog reads. What refuses before it runs (a rate limit, a
 * fault) answers the common refusal.
 */
export default class RegistrationController {
  async register(ctx: HttpContext) {
    const [invalid, input] = await ctx.request.tryValidateUsing(registerValidator)
    if (invalid) return { message: 'bad request', errors: fieldErrors(invalid) }

    const created = await registerUser(input)
    if ('errors' in created) return { message: 'bad request', errors: created.errors }

    await startSession(ctx, created.user, { password: true })
    await trySendEmailConfirmation(created.user)
    return { message: 'success' }
  }
}
