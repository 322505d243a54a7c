import type { HttpContext } from '@adonisjs/core/http'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import type { NextFn } from '@adonisjs/core/types/http'
import type { AbilityName } from '#shared/roles'
import { ROLE_MESSAGES } from '#shared/roles'

/**
 * The ability an admin page or admin route declares: `.use(middleware.can('manageHunt'))`.
 * It runs after the group's staff gate (admin_middleware), so the user is staff with
 * two-factor sign-in where required; here the role must have the ability (app/abilities):
 * JSON gets 403 `{ message: 'Your role does not allow this', error: 'forbidden' }`, a page
 * the 403 page.
 */
export default class CanMiddleware {
  async handle(ctx: HttpContext, next: NextFn, ability: AbilityName) {
    if (ctx.auth.user && (await ctx.bouncer.allows(ability))) return next()
    if (ctx.request.url().startsWith('/api/')) {
      throw new ActionRefusedException(ERROR_CODES.forbidden, ROLE_MESSAGES.forbidden)
    }
    const page = await ctx.inertia.render('errors/forbidden', {})
    ctx.response.status(403).send(page)
  }
}
