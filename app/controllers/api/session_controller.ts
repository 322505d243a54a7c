import type { HttpContext } from '@adonisjs/core/http'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { attemptLogin } from '#services/accounts/login'
import { endSession } from '#services/accounts/sessions'
import { beginLogin, completeTwoFactorLogin } from '#services/accounts/two_factor_login'
import { loginValidator } from '#validators/account'
import { confirmIdentityValidator, twoFactorLoginValidator } from '#validators/two_factor'
import { confirmIdentity } from '#services/accounts/confirmation'

/** POST /api/auth/login, /api/auth/two-factor and /api/auth/logout (docs/product.md#api) */
export default class SessionController {
  /** The password; with two-factor sign-in on, answers `{ two_factor: true }` instead of logging in */
  async login(ctx: HttpContext) {
    const [invalid, input] = await ctx.request.tryValidateUsing(loginValidator)
    const user = invalid
      ? null
      : await attemptLogin(input.username, input.password, ctx.request.ip())
    if (!user) throw new ActionRefusedException(ERROR_CODES.unauthorized, 'unauthorized')
    return beginLogin(ctx, user, input!.username, { password: true })
  }

  /** The second step: `{ code }` or `{ recovery_code }` */
  async twoFactor(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(twoFactorLoginValidator)
    return completeTwoFactorLogin(ctx, input)
  }

  /** POST /api/auth/confirm: `{ password }` or `{ code }` again before a dangerous action */
  async confirm(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(confirmIdentityValidator)
    return confirmIdentity(ctx, ctx.auth.getUserOrFail(), input)
  }

  async logout(ctx: HttpContext) {
    await endSession(ctx)
    return { message: 'success' }
  }
}
