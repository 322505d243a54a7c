import app from '@adonisjs/core/services/app'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { errors as shieldErrors } from '@adonisjs/shield'
import { errors as authErrors } from '@adonisjs/auth'
import { errors as vineErrors } from '@vinejs/vine'
import { Exception } from '@adonisjs/core/exceptions'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import type { StatusPageRange, StatusPageRenderer } from '@adonisjs/core/types/http'
import { answersItself, invalidInput, routeWording } from '#exceptions/dialog_refusal'
import { isConnectionLost, isDatabaseBusy } from '#infra/db/errors'
import { isUnreadableBody, statusOf, wantsJson } from '#infra/http/errors'
import { TOO_MANY_ATTEMPTS } from '#infra/http/rate_limits'
import { unreadableSessionError } from '#infra/http/session_store'

/** A state change a browser sent from another site (app/middleware/same_origin_middleware.ts) */
export const CROSS_ORIGIN_REFUSED = 'This request came from another site and was refused.'
export const SITE_BUSY = 'The site is busy right now. Please try again in a moment.'
export const SERVER_FAULT = 'Something went wrong on our side. Please try again later.'
export const UNREADABLE_BODY = 'The request body could not be read.'
export const NOT_FOUND = 'Not found'

/**
 * Every error answer. The site's own refusals answer themselves (ActionRefusedException, and
 * DialogRefusal for the routes whose dialogs read a narrower body). The rest is worded here for
 * JSON callers as the /api contract says (docs/product.md#error-answers): invalid input
 * `{ message, errors }`, any other refusal `{ message, error }`; pages get the status pages.
 */
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

  async handle(thrown: unknown, ctx: HttpContext) {
    const error = unreadableSessionError(ctx, thrown)
    if (answersItself(error)) return super.handle(error, ctx)
    // JSON callers: every /api route, and anything that asks for JSON first
    const json = wantsJson(ctx)
    // invalid input of a page's form goes back to the form (VineJS's own answer)
    if (error instanceof vineErrors.E_VALIDATION_ERROR && json) {
      const { status, text, errors } = invalidInput(error)
      return ctx.response.status(status).send({ message: text, errors })
    }
    if (error instanceof authErrors.E_UNAUTHORIZED_ACCESS && json) {
      return this.#refuse(ctx, 401, error.message)
    }
    if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) {
      for (const [name, value] of Object.entries(error.getDefaultHeaders())) {
        ctx.response.header(name, value)
      }
      return this.#refuse(ctx, 429, TOO_MANY_ATTEMPTS)
    }
    // a state change from another site (the same-origin middleware): 403, never shield's own
    // redirect back with a flash message (that would start a session for the refused request)
    if (error instanceof shieldErrors.E_BAD_CSRF_TOKEN) {
      return this.#refuse(ctx, 403, CROSS_ORIGIN_REFUSED)
    }
    // the write lock stayed busy (or no connection came free), or the database or Redis is
    // unreachable: nothing was written, a retry may succeed. 503 with a Retry-After, never a 500
    if (isDatabaseBusy(error) || isConnectionLost(error)) {
      ctx.response.header('Retry-After', '1')
      if (json) return this.#refuse(ctx, 503, SITE_BUSY)
      return super.handle(new Exception(SITE_BUSY, { status: 503, cause: error }), ctx)
    }
    if (isUnreadableBody(error) && json) return this.#refuse(ctx, 400, UNREADABLE_BODY)
    if (isUnreadableBody(error)) return ctx.response.badRequest(UNREADABLE_BODY)
    // a fault of ours: a generic message and the request id that its log line carries
    if (statusOf(error) >= 500 && !this.debug) {
      const requestId = ctx.request.id() ?? null
      if (requestId) ctx.response.header('X-Request-Id', requestId)
      if (json) return this.#refuse(ctx, statusOf(error), SERVER_FAULT, { request_id: requestId })
    }
    // any other refusal of a JSON caller (no such route, a row findOrFail did not find, ...)
    if (error instanceof Exception && statusOf(error) < 500 && json) {
      return this.#refuse(ctx, statusOf(error), statusOf(error) === 404 ? NOT_FOUND : error.message)
    }
    return super.handle(error, ctx)
  }

  /** A refusal worded here: `{ message, error }`, unless the route's page reads its own body */
  #refuse(ctx: HttpContext, status: number, text: string, extra = {}) {
    const routeBody = routeWording(ctx)?.({ status, text })?.body
    return ctx.response.status(status).send(routeBody ?? { message: text, error: text, ...extra })
  }

  async report(thrown: unknown, ctx: HttpContext) {
    const error = unreadableSessionError(ctx, thrown)
    if (isDatabaseBusy(error)) {
      ctx.logger.warn({ code: (error as { code?: string }).code }, 'database busy: answered 503')
      return
    }
    if (isConnectionLost(error)) {
      ctx.logger.warn(
        { error: (error as Error).message },
        'backing service unreachable: answered 503'
      )
      return
    }
    return super.report(error, ctx)
  }
}
