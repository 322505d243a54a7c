import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { SESSION_COOKIE, SESSION_COOKIE_NAME } from '#config/session'

/**
 * A guest carries nothing. @adonisjs/session sets its cookie on every commit, even for a
 * session that holds nothing (Session.commit: "touch the session id cookie to stay alive"),
 * and stores nothing for it. This middleware, just outside the session middleware, looks at
 * the session as it was committed: empty, its cookie is dropped from the answer, and cleared
 * when the request brought one (logout, a flash message read, an expired session). A session
 * then starts only when something is stored in it: a login, a flash message, a two-factor
 * step, a password-reset or OAuth start.
 */
export default class GuestSessionMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const answer = await next()
    const { session, request, response } = ctx
    // a session the store could not read (session_middleware.ts) is read-only: its cookie stays
    if (!session?.isEmpty || session.readonly) return answer
    const sent = response.getHeader('set-cookie')
    const lines = (Array.isArray(sent) ? sent : sent === undefined ? [] : [String(sent)]).filter(
      (line) => !line.startsWith(`${SESSION_COOKIE_NAME}=`)
    )
    response.removeHeader('set-cookie')
    if (lines.length) response.header('set-cookie', lines)
    if (request.header('cookie')?.includes(`${SESSION_COOKIE_NAME}=`)) {
      response.clearCookie(SESSION_COOKIE_NAME, SESSION_COOKIE)
    }
    return answer
  }
}
