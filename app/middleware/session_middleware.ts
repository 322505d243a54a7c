import { inject } from '@adonisjs/core'
import emitter from '@adonisjs/core/services/emitter'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { Session } from '@adonisjs/session'
import SessionMiddleware from '@adonisjs/session/session_middleware'
import { isConnectionLost } from '#infra/db/errors'
import { wantsJson } from '#infra/http/errors'
import { markSessionUnreadable, UNREADABLE_STORE } from '#infra/http/session_store'

/**
 * @adonisjs/session's middleware, for when the session store cannot be read (Redis or the
 * database unreachable): a page read (GET or HEAD of a page, not JSON) is answered as a
 * guest's, with the notice that accounts are briefly unavailable (the `accountsUnavailable`
 * prop). Its session is read-only and holds nothing, so nothing is written to the store and
 * the cookie is neither rewritten nor cleared (guest_session_middleware leaves a read-only
 * session alone): once the store answers again, the same cookie is logged in again. Whatever
 * writes to the session meanwhile (the login gate's flash message, say) answers 503 as the
 * store's error (`unreadableSessionError`), never a redirect to the login; every other request
 * (a write, a JSON call) answers 503 at once (app/exceptions/handler.ts).
 */
@inject()
export default class SiteSessionMiddleware {
  constructor(protected sessions: SessionMiddleware<any>) {}

  async handle(ctx: HttpContext, next: NextFn) {
    let reached = false
    try {
      return await this.sessions.handle(ctx, () => {
        reached = true
        return next()
      })
    } catch (error) {
      if (reached || !isConnectionLost(error) || !isPageRead(ctx)) throw error
      return this.#asGuest(ctx, next, error as Error)
    }
  }

  async #asGuest(ctx: HttpContext, next: NextFn, cause: Error) {
    ctx.logger.warn({ error: cause.message }, 'session store unreachable: page answered as a guest')
    ctx.session = new Session(ctx.session.config, () => UNREADABLE_STORE, emitter, ctx)
    await ctx.session.initiate(true)
    markSessionUnreadable(ctx, cause)
    return next()
  }
}

function isPageRead(ctx: HttpContext) {
  const method = ctx.request.method()
  return (method === 'GET' || method === 'HEAD') && !wantsJson(ctx)
}
