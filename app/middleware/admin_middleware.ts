import type { HttpContext } from '@adonisjs/core/http'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import type { MessageKey } from '#shared/messages'
import type { NextFn } from '@adonisjs/core/types/http'
import AuthMiddleware from '#middleware/auth_middleware'
import { hasTwoFactor, staffTwoFactorRequired } from '#services/accounts/two_factor'
import { passedSecondStep } from '#services/accounts/sessions'
import { TWO_FACTOR_MESSAGES } from '#shared/two_factor'
import { staffRole } from '#abilities/matrix'

/**
 * The staff gate of every /admin page and admin /api route (the group's middleware); each
 * route then declares its ability with `middleware.can(...)` (can_middleware). The user is
 * read fresh from the database on each request (silent auth), so a demoted member of staff
 * loses access at once. JSON: 403 for guests and plain users. Pages: a guest goes to log in,
 * a plain user gets 403. With STAFF_2FA=required, staff (every role) without two-factor
 * sign-in are sent to turn it on first (JSON: 403 with a message saying so), and so is a
 * session that did not pass the second step itself (signed in before two-factor sign-in was
 * turned on in another session): it must sign in again with a code.
 */
export const ADMINS_ONLY = 'admin_rules.admins_only' satisfies MessageKey

export default class AdminMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const user = ctx.auth.user
    const isJson = ctx.request.url().startsWith('/api/')
    if (user && staffRole(user)) {
      if (!staffTwoFactorRequired()) return next()
      if (hasTwoFactor(user) && passedSecondStep(ctx.session, user)) return next()
      const message = hasTwoFactor(user)
        ? TWO_FACTOR_MESSAGES.staffSessionWithoutCode
        : TWO_FACTOR_MESSAGES.staffRequired
      if (isJson) throw new ActionRefusedException(ERROR_CODES.twoFactorRequired, message)
      ctx.session.flash('error', ctx.i18n.t(message))
      return ctx.response.redirect('/account?tab=security')
    }

    if (isJson) throw new ActionRefusedException(ERROR_CODES.forbidden, ADMINS_ONLY)
    if (!user) return ctx.response.redirect(AuthMiddleware.loginUrl(ctx))
    const page = await ctx.inertia.render('errors/forbidden', {})
    ctx.response.status(403).send(page)
  }
}
