import type { HttpContext } from '@adonisjs/core/http'
import { attemptLogin } from '#services/accounts/login'
import { endSession, startSession } from '#services/accounts/sessions'

/** POST /api/auth/login and /api/auth/logout (docs/product.md#api) */
export default class SessionController {
  async login(ctx: HttpContext) {
    const { username, password } = ctx.request.only(['username', 'password'])
    const user = await attemptLogin(username, password, ctx.request.ip())
    if (!user) return ctx.response.unauthorized({ message: 'unauthorized' })
    await startSession(ctx, user)
    return { message: 'success' }
  }

  async logout(ctx: HttpContext) {
    await endSession(ctx)
    return { message: 'success' }
  }
}
