import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Requires a logged-in user. JSON callers get 401; pages are sent to the home page with the
 * login dialog open (the site logs in through a dialog, not a page).
 */
export default class AuthMiddleware {
  static loginUrl = '/?auth=login'

  async handle(ctx: HttpContext, next: NextFn) {
    await ctx.auth.authenticateUsing(['web'], { loginRoute: AuthMiddleware.loginUrl })
    return next()
  }
}
