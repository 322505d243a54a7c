import { errors } from '@adonisjs/auth'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { loginPath } from '#shared/accounts'

/**
 * Requires a logged-in user. JSON callers get 401; pages are sent to the home page with the
 * login dialog open (the site logs in through a dialog, not a page) and the page they asked
 * for, encoded, to come back to.
 */
export default class AuthMiddleware {
  /** Where a guest goes to log in; only a page opened with GET is worth coming back to */
  static loginUrl(ctx: HttpContext) {
    return loginPath(ctx.request.method() === 'GET' ? ctx.request.url(true) : null)
  }

  async handle(ctx: HttpContext, next: NextFn) {
    try {
      await ctx.auth.authenticateUsing(['web'])
    } catch (error) {
      // the same choice as the auth package's own answer: JSON keeps its 401
      const wants = ctx.request.accepts(['html', 'application/vnd.api+json', 'json'])
      if (
        !(error instanceof errors.E_UNAUTHORIZED_ACCESS) ||
        (wants !== null && wants !== 'html')
      ) {
        throw error
      }
      ctx.session.flash('error', error.message)
      return ctx.response.redirect(AuthMiddleware.loginUrl(ctx))
    }
    return next()
  }
}
