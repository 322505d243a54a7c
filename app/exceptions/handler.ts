import app from '@adonisjs/core/services/app'
import { errors } from '@adonisjs/limiter'
import { errors as shieldErrors } from '@adonisjs/shield'
import { TOO_MANY_ATTEMPTS } from '#start/limiter'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import type { StatusPageRange, StatusPageRenderer } from '@adonisjs/core/types/http'

export const SESSION_EXPIRED = 'Your session expired. Please reload the page and try again.'

export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = !app.inProduction

  /** Pages in the site's style for missing routes and server faults (JSON callers get JSON) */
  protected renderStatusPages = app.inProduction || app.inTest

  protected statusPages: Record<StatusPageRange, StatusPageRenderer> = {
    '404': (_, { inertia }) => inertia.render('errors/not_found', {}),
    '500..599': (_, { inertia }) => inertia.render('errors/server_error', {}),
  }

  async handle(error: unknown, ctx: HttpContext) {
    if (error instanceof errors.E_TOO_MANY_REQUESTS) {
      const headers = error.getDefaultHeaders()
      for (const [name, value] of Object.entries(headers)) ctx.response.header(name, value)
      return ctx.response.status(429).send({ message: TOO_MANY_ATTEMPTS, error: TOO_MANY_ATTEMPTS })
    }
    // Shield answers a bad CSRF token with a redirect back; a JSON caller (the dialogs' fetch)
    // would follow it to an HTML page and read it as success, so it gets a 403 instead
    if (
      error instanceof shieldErrors.E_BAD_CSRF_TOKEN &&
      ctx.request.accepts(['html', 'json']) === 'json'
    ) {
      return ctx.response.forbidden({ message: SESSION_EXPIRED, error: SESSION_EXPIRED })
    }
    return super.handle(error, ctx)
  }

  async report(error: unknown, ctx: HttpContext) {
    return super.report(error, ctx)
  }
}
