import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import AuthMiddleware from '#middleware/auth_middleware'

/**
 * The one gate of every /admin page and admin /api route. The user is read fresh from the
 * database on each request (silent auth), so a demoted admin loses access at once.
 * JSON: 403 for guests and non-admins. Pages: a guest goes to log in, a non-admin gets 403.
 */
export default class AdminMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const user = ctx.auth.user
    if (user?.admin) return next()

    if (ctx.request.url().startsWith('/api/')) {
      return ctx.response.forbidden({ message: 'forbidden', error: 'Admins only' })
    }
    if (!user) return ctx.response.redirect(AuthMiddleware.loginUrl(ctx))
    const page = await ctx.inertia.render('errors/forbidden', {})
    ctx.response.status(403).send(page)
  }
}
