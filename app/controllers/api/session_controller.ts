import type { HttpContext } from '@adonisjs/core/http'
import { attemptLogin } from '#services/accounts/login'
import { endSession, startSession } from '#services/accounts/sessions'
import { loginValidator } from '#validators/account'

/** POST /api/auth/login and /api/auth/logout (docs/product.md#api) */
export default class SessionController {
  async login(ctx: HttpContext) {
    const [invalid, input] = await ctx.request.tryValidateUsing(loginValidator)
    const user = invalid
      ? null
      : await attemptLogin(input.username, input.password, ctx.request.ip())
    if (!user) return ctx.response.unauthorized({ message: 'unauthorized' })
    await startSession(ctx, user)
    return { message: 'success' }
  }

  async logout(ctx: HttpContext) {
    await endSession(ctx)
    return { message: 'success' }
  }
}
