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
export const SERVER_FAULT = 'Something went wrong on our side. Please try again later.'
export const UNREADABLE_BODY = 'The request body could not be read.'

/**
 * The body parser throws the JSON parser's own error (SyntaxError, or RangeError for JSON
 * nested too deep to scan) with a 400 status and the raw body attached: its message is an
 * internal detail, so the caller gets a plain 400 instead.
 */
function isUnreadableBody(error: unknown) {
  return (
    (error instanceof SyntaxError || error instanceof RangeError) &&
    (error as { status?: number }).status === 400
  )
}

function statusOf(error: unknown) {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : 500
}

export default class HttpExceptionHandler extends ExceptionHandler {
  /** Stack traces only on a developer's machine; tests see what production answers */
  protected debug = app.inDev

  /** Pages in the site's style for missing routes and server faults (JSON callers get JSON) */
  protected renderStatusPages = app.inProduction || app.inTest

  protected statusPages: Record<StatusPageRange, StatusPageRenderer> = {
    '404': (_, { inertia }) => inertia.render('errors/not_found', {}),
    '500..599': (_, { inertia, request }) =>
      inertia.render('errors/server_error', { request_id: request.id() ?? null }),
  }

  /** JSON callers: every /api route, and anything that asks for JSON first */
  #wantsJson(ctx: HttpContext) {
    return ctx.request.url().startsWith('/api/') || ctx.request.accepts(['html', 'json']) === 'json'
  }

  /** The status and readable text of the refusals this handler words itself, else null */
  #refusal(error: unknown): { status: number; text: string } | null {
    if (error instanceof errors.E_TOO_MANY_REQUESTS) return { status: 429, text: TOO_MANY_ATTEMPTS }
    if (error instanceof shieldErrors.E_BAD_CSRF_TOKEN)
      return { status: 403, text: SESSION_EXPIRED }
    if (isDatabaseBusy(error)) return { status: 503, text: SITE_BUSY }
    if (isUnreadableBody(error)) return { status: 400, text: UNREADABLE_BODY }
    if (statusOf(error) >= 500) return { status: statusOf(error), text: SERVER_FAULT }
    return null
  }

  /**
   * The reset-password page reads every answer of its call by one rule: message 'bad request'
   * is a failure (the first of `errors` is shown), anything else a success. So every refusal
   * of that route, whatever refused it, says 'bad request' and puts its text in `errors`.
   */
  async #resetPasswordRefusal(error: unknown, ctx: HttpContext) {
    const refusal = this.#refusal(error) ?? {
      status: statusOf(error),
      text: error instanceof Exception ? error.message : SERVER_FAULT,
    }
    if (error instanceof errors.E_TOO_MANY_REQUESTS) {
      for (const [name, value] of Object.entries(error.getDefaultHeaders()))
        ctx.response.header(name, value)
    }
    return ctx.response
      .status(refusal.status)
      .send({ message: 'bad request', errors: { token: [refusal.text] } })
  }

  async handle(error: unknown, ctx: HttpContext) {
    if (ctx.route?.name === 'auth.reset_password') return this.#resetPasswordRefusal(error, ctx)
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
    if (isUnreadableBody(error)) {
      if (this.#wantsJson(ctx)) {
        return ctx.response.badRequest({ message: UNREADABLE_BODY, error: UNREADABLE_BODY })
      }
      return ctx.response.badRequest(UNREADABLE_BODY)
    }
    // A fault of ours: the caller gets a generic message and the request id that the log line
    // of this error carries (report() below), never the error's own message or stack
    if (statusOf(error) >= 500 && !this.debug) {
      const requestId = ctx.request.id()
      if (requestId) ctx.response.header('X-Request-Id', requestId)
      if (this.#wantsJson(ctx)) {
        return ctx.response
          .status(statusOf(error))
          .send({ message: SERVER_FAULT, error: SERVER_FAULT, request_id: requestId ?? null })
      }
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
