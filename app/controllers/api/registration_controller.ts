import type { HttpContext } from '@adonisjs/core/http'
import { registerValidator } from '#validators/account'
import { registerUser } from '#services/accounts/registration'
import { startSession } from '#services/accounts/sessions'
import { trySendEmailConfirmation } from '#services/accounts/email_confirmation'
import { refusalsWorded, type DialogWording } from '#exceptions/dialog_refusal'

/** The sign-up dialog expects status 200 and reads the first message of `errors` */
const signUpWording: DialogWording = (refusal) =>
  refusal.errors ? { status: 200, body: { message: 'bad request', errors: refusal.errors } } : null

/**
 * POST /api/auth/register. The dialog expects status 200 and reads `errors` (field ->
 * messages) from the body, so refused sign-ups answer 200 with `errors` (invalid input is
 * worded so by signUpWording).
 */
export default class RegistrationController {
  @refusalsWorded(signUpWording)
  async register(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(registerValidator)

    const created = await registerUser(input)
    if ('errors' in created) return { message: 'bad request', errors: created.errors }

    await startSession(ctx, created.user, { password: true })
    await trySendEmailConfirmation(created.user)
    return { message: 'success' }
  }
}
