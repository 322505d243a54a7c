import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { errors } from '@adonisjs/shield'
import { SESSION_AGE, SESSION_COOKIE } from '#config/session'
import { CSRF_COOKIE, isValidCsrfToken, issueCsrfToken, sameToken } from '#http_cache/csrf_token'

const GUARDED_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Webhooks carry their sender's signature instead of a browser's cookies */
const UNGUARDED_ROUTES = new Set(['/webhooks/kick'])

/**
 * CSRF protection by a signed double-submit token, so a guest's page view costs no store
 * write (a token kept in the session would make every visitor a session row). Every response
 * to a browser without a valid XSRF-TOKEN cookie sets one (readable by the page's script,
 * which echoes it in the X-XSRF-TOKEN header); every state change must send the cookie's exact
 * value back in X-XSRF-TOKEN, X-CSRF-TOKEN or a `_csrf` form field. A cross-site page can make
 * the browser send the cookie but cannot read it, and cannot make up a token either: the
 * token is signed under APP_KEY for the session id, and a new session id (login, logout)
 * gets a new token in the same response. A refusal is shield's E_BAD_CSRF_TOKEN, which the
 * exception handler answers (403 for JSON callers, a redirect back for pages).
 */
export default class CsrfMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request } = ctx
    const sessionId = ctx.session.sessionId
    const cookie = request.plainCookie(CSRF_COOKIE, { encoded: false })
    const cookieIsValid = isValidCsrfToken(cookie, sessionId)

    try {
      if (this.#isGuarded(ctx)) {
        const sent = this.#sentToken(ctx)
        if (!cookieIsValid || typeof sent !== 'string' || !sameToken(sent, cookie)) {
          throw new errors.E_BAD_CSRF_TOKEN()
        }
      }
      return await next()
    } finally {
      // the session id may have changed on the way (login and logout start a new one)
      const currentId = ctx.session.sessionId
      if (!cookieIsValid || currentId !== sessionId) {
        ctx.response.plainCookie(CSRF_COOKIE, issueCsrfToken(currentId), {
          ...SESSION_COOKIE,
          maxAge: SESSION_AGE,
          httpOnly: false,
          encode: false,
        })
      }
    }
  }

  #isGuarded({ request, route }: HttpContext) {
    return GUARDED_METHODS.has(request.method()) && !UNGUARDED_ROUTES.has(route?.pattern ?? '')
  }

  /** The first of the places a token may come in that is not empty */
  #sentToken({ request }: HttpContext): unknown {
    return (
      request.header('x-xsrf-token') || request.header('x-csrf-token') || request.input('_csrf')
    )
  }
}
