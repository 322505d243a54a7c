import app from '@adonisjs/core/services/app'
import { errors } from '@adonisjs/limiter'
import { errors as shieldErrors } from '@adonisjs/shield'
import { TOO_MANY_ATTEMPTS } from '#start/limiter'
import { isDatabaseBusy } from '#services/db/errors'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import type { StatusPageRange, StatusPageRenderer } from '@adonisjs/core/types/http'

export const SESSION_EXPIRED = 'Your session expired. Please reload the page and try again.'
export const SITE_BUSY = 'The site is busy right now. Please try again in a moment.'

export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = !app.inProduction

  /** Pages in the site's style for missing routes and server faults (JSON callers get JSON) */
  protected renderStatusPages = app.inProduction || app.inTest

  protected statusPages: Record<StatusPageRange, StatusPageRenderer> = {
    '404': (_, { inertia }) => inertia.render('errors/not_found', {}),
    '500..599': (_, { inertia }) => inertia.render('errors/server_error', {}),
  }

  /** JSON callers: every /api route, and anything that asks for JSON first */
  #wantsJson(ctx: HttpContext) {
    return ctx.request.url().startsWith('/api/') || ctx.request.accepts(['html', 'json']) === 'json'
  }

  async handle(error: unknown, ctx: HttpContext) {
    if (error instanceof errors.E_TOO_MANY_REQUESTS) {
      const headers = error.getDefaultHeaders()
      for (const [name, value] of Object.entries(headers)) ctx.response.header(name, value)
      return ctx.response.status(429).send({ message: TOO_MANY_ATTEMPTS, error: TOO_MANY_ATTEMPTS })
    }
    // Shield answers a bad CSRF token with a redirect back; a JSON caller (the dialogs' fetch)
    // would follow it to an HTML page and read it as success, so it gets a 403 instead
    if (error instanceof shieldErrors.E_BAD_CSRF_TOKEN && this.#wantsJson(ctx)) {
      return ctx.response.forbidden({ message: SESSION_EXPIRED, error: SESSION_EXPIRED })
    }
    if (isDatabaseBusy(error)) {
      // The write lock stayed busy past the busy timeout (or no connection came free): nothing
      // was written, and a retry in a moment may succeed. 503 with a Retry-After, never a 500.
      ctx.response.header('Retry-After', '1')
      if (this.#wantsJson(ctx)) {
        return ctx.response.status(503).send({ message: SITE_BUSY, error: SITE_BUSY })
      }
      return super.handle(new Exception(SITE_BUSY, { status: 503, cause: error }), ctx)
    }
    return super.handle(error, ctx)
  }

  async report(error: unknown, ctx: HttpContext) {
    if (isDatabaseBusy(error)) {
      ctx.logger.warn({ code: (error as { code?: string }).code }, 'database busy: answered 503')
      return
    }
    return super.report(error, ctx)
  }
}
