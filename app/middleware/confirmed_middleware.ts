import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { requireConfirmation } from '#services/accounts/confirmation'

/**
 * A dangerous action (docs/roles.md#confirming-it-is-you): `.use(middleware.confirmed())`
 * after the route's ability. Without a confirmation in the last 15 minutes it answers 403
 * `{ message, error: 'confirmation_required' }` and does nothing. With `when`, only requests it picks
 * need one (a partner source saved with a new secret, say). With `password`, only a
 * confirmation with the password counts (turning two-factor sign-in on).
 */
export default class ConfirmedMiddleware {
  async handle(
    ctx: HttpContext,
    next: NextFn,
    options?: { when?: (ctx: HttpContext) => boolean; password?: boolean }
  ) {
    if (options?.when && !options.when(ctx)) return next()
    requireConfirmation(ctx, { password: options?.password })
    return next()
  }
}
