import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { rejectStaleSession } from '#services/accounts/sessions'

/**
 * Reads the session's user on every route, without requiring one. The user is loaded fresh
 * each request, so a demotion takes effect at once; a session opened with an older password
 * is logged out here.
 */
export default class SilentAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await ctx.auth.check()
    await rejectStaleSession(ctx)
    return next()
  }
}
