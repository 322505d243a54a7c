import app from '@adonisjs/core/services/app'
import i18nManager from '@adonisjs/i18n/services/main'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { errors as shieldErrors } from '@adonisjs/shield'
import { errors as authErrors } from '@adonisjs/auth'
import { errors as vineErrors } from '@vinejs/vine'
import { Exception } from '@adonisjs/core/exceptions'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import type { StatusPageRange, StatusPageRenderer } from '@adonisjs/core/types/http'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES as E, type ErrorCode } from '#shared/errors'
import type { MessageKey } from '#shared/messages'
import { DEFAULT_LOCALE } from '#shared/locales'
import { isConnectionLost, isDatabaseBusy } from '#infra/db/errors'
import { isUnreadableBody, statusOf, wantsJson } from '#infra/http/errors'
import { TOO_MANY_ATTEMPTS } from '#infra/http/rate_limits'
import { unreadableSessionError } from '#infra/http/session_store'

/** A state change a browser sent from another site (app/middleware/same_origin_middleware.ts) */
export const CROSS_ORIGIN_REFUSED = 'errors.cross_origin' satisfies MessageKey
export const SITE_BUSY = 'errors.site_busy' satisfies MessageKey
export const SERVER_FAULT = 'errors.server_fault' satisfies MessageKey
export const UNREADABLE_BODY = 'errors.unreadable_body' satisfies MessageKey
export const NOT_FOUND = 'errors.not_found' satisfies MessageKey

/**
 * Every error answer. The site's refusals are ActionRefusedException, which answers itself
 * (docs/product.md#error-answers): `{ message, error: code, ...details }` for JSON callers. The
 * refusals of the framework and of the libraries are turned into one here, with their code
 * (app/shared/errors.ts); pages get the status pages.
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
    const refusal = this.#refusalOf(error, ctx)
    return super.handle(refusal ?? error, ctx)
  }

  /** The refusal a framework or library error stands for, with its code; null to keep it */
  #refusalOf(error: unknown, ctx: HttpContext): Exception | null {
    if (error instanceof ActionRefusedException) return error
    const json = wantsJson(ctx)
    // invalid input of a page's form goes back to the form (VineJS's own answer)
    if (error instanceof vineErrors.E_VALIDATION_ERROR) {
      return json ? ActionRefusedException.invalidInput(error) : null
    }
    if (error instanceof authErrors.E_UNAUTHORIZED_ACCESS) {
      return json ? new ActionRefusedException(E.unauthorized, error.message) : null
    }
    if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) {
      for (const [name, value] of Object.entries(error.getDefaultHeaders())) {
        ctx.response.header(name, value)
      }
      return new ActionRefusedException(E.tooManyAttempts, TOO_MANY_ATTEMPTS)
    }
    // a state change from another site (the same-origin middleware): 403, never shield's own
    // redirect back with a flash message (that would start a session for the refused request)
    if (error instanceof shieldErrors.E_BAD_CSRF_TOKEN) {
      return new ActionRefusedException(E.crossOrigin, CROSS_ORIGIN_REFUSED)
    }
    // the write lock stayed busy (or no connection came free), or the database or Redis is
    // unreachable: nothing was written, a retry may succeed. 503 with a Retry-After, never a 500
    if (isDatabaseBusy(error) || isConnectionLost(error)) {
      ctx.response.header('Retry-After', '1')
      if (json) return new ActionRefusedException(E.siteBusy, SITE_BUSY)
      const busy = (ctx.i18n ?? i18nManager.locale(DEFAULT_LOCALE)).t(SITE_BUSY)
      return new Exception(busy, { status: 503, cause: error })
    }
    if (isUnreadableBody(error))
      return new ActionRefusedException(E.unreadableBody, UNREADABLE_BODY)
    // a fault of ours: a generic message and the request id that its log line carries
    const status = statusOf(error)
    if (status >= 500 && !this.debug) {
      const requestId = ctx.request.id() ?? null
      if (requestId) ctx.response.header('X-Request-Id', requestId)
      if (json) {
        return new ActionRefusedException(
          E.serverFault,
          SERVER_FAULT,
          { request_id: requestId },
          status
        )
      }
    }
    // any other refusal of a JSON caller (no such route, a row findOrFail did not find, ...)
    if (error instanceof Exception && status < 500 && json) {
      if (status === 404) return new ActionRefusedException(E.notFound, NOT_FOUND)
      return new ActionRefusedException(codeOfStatus(status), error.message, {}, status)
    }
    return null
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

/** The code of another refusal of a JSON caller (a framework error), by its status */
const CODE_OF_STATUS: Record<number, ErrorCode> = {
  401: E.unauthorized,
  403: E.forbidden,
  409: E.conflict,
  413: E.uploadTooLarge,
  415: E.uploadsNotAccepted,
  429: E.tooManyAttempts,
}
function codeOfStatus(status: number): ErrorCode {
  return CODE_OF_STATUS[status] ?? E.unusableInput
}
