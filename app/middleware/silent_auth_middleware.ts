import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { rejectStaleSession } from '#services/accounts/sessions'
import { touchSessionDevice } from '#services/accounts/session_list'
import { isLocale } from '#shared/locales'

/**
 * Reads the session's user on every route, without requiring one. The user is loaded fresh
 * each request, so a demotion takes effect at once; a session opened with an older password
 * is logged out here, and a live one's last-seen time (the Security tab's list) moves on. The
 * request speaks the user's language from here on.
 */
export default class SilentAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await ctx.auth.check()
    await rejectStaleSession(ctx)
    if (ctx.auth.user) touchSessionDevice(ctx)
    // a user's own language beats the guest's cookie and the browser's (app/infra/i18n)
    if (isLocale(ctx.auth.user?.locale)) ctx.i18n.switchLocale(ctx.auth.user.locale)
    return next()
  }
}
