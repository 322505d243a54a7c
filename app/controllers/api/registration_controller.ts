import type { HttpContext } from '@adonisjs/core/http'
import { checkFields } from '#validators/field_errors'
import { registerValidator } from '#validators/account'
import { registerUser } from '#services/accounts/registration'
import { startSession } from '#services/accounts/sessions'
import { trySendEmailConfirmation } from '#services/accounts/email_confirmation'

/**
 * POST /api/auth/register. SPEC section 7: the dialog expects status 200 and reads `errors`
 * (field -> messages) from the body, so refused sign-ups answer 200 with `errors`.
 */
export default class RegistrationController {
  async register(ctx: HttpContext) {
    const input = checkFields(await ctx.request.tryValidateUsing(registerValidator))
    if (!input.ok) return { message: 'bad request', errors: input.errors }

    const created = await registerUser(input.data)
    if ('errors' in created) return { message: 'bad request', errors: created.errors }

    await startSession(ctx, created.user)
    await trySendEmailConfirmation(created.user)
    return { message: 'success' }
  }
}
