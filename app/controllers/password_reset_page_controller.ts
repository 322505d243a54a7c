import type { HttpContext } from '@adonisjs/core/http'
import { findUsableResetToken } from '#services/accounts/password_reset'

/**
 * GET /reset-password/:token, the page the reset mail links to. The token stays in the URL
 * (the page reads it from there); props only say whether it can still be used, so an
 * expired link shows the failure panel at once.
 */
export default class PasswordResetPageController {
  async show({ params, inertia }: HttpContext) {
    const token = await findUsableResetToken(String(params.token ?? ''))
    return inertia.render('auth/reset_password', { tokenUsable: token !== null })
  }
}
