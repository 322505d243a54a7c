import app from '@adonisjs/core/services/app'
import { errors } from '@adonisjs/limiter'
import { errors as shieldErrors } from '@adonisjs/shield'
import { errors as authErrors } from '@adonisjs/auth'
import { errors as vineErrors } from '@vinejs/vine'
import ActionRefusedException from '#exceptions/action_refused_exception'
import type { FieldErrors } from '#shared/accounts'
import { TOO_MANY_ATTEMPTS } from '#start/limiter'
import { isDatabaseBusy } from '#services/db/errors'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import type { StatusPageRange, StatusPageRenderer } from '@adonisjs/core/types/http'

export const SESSION_EXPIRED = 'Your session expired. Please reload the page and try again.'
export const SITE_BUSY = 'The site is busy right now. Please try again in a moment.'
export const SERVER_FAULT = 'Something went wrong on our side. Please try again later.'
export const UNREADABLE_BODY = 'The request body could not be read.'
export const NOT_FOUND = 'Not found'

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

/**
 * A refusal of the route itself: invalid input (VineJS, with the messages by field) or a
 * business rule (ActionRefusedException, with the fresh state it carries).
 */
type RouteRefusal = {
  status: number
  text: string
  errors?: FieldErrors
  details?: Record<string, unknown>
}

type Answer = { status: number; body: Record<string, unknown> }

/** Invalid input as field -> messages, in the order the rules failed */
function byField(messages: { field: string; message: string }[]): FieldErrors {
  const fields: FieldErrors = {}
  for (const { field, message } of messages) (fields[field] ??= []).push(message)
  return fields
}

function routeRefusal(error: unknown): RouteRefusal | null {
  if (error instanceof vineErrors.E_VALIDATION_ERROR) {
    const messages = error.messages as { field: string; message: string }[]
    return { status: 422, text: messages[0]?.message ?? 'Invalid input', errors: byField(messages) }
  }
  if (error instanceof ActionRefusedException) {
    return { status: error.status, text: error.message, details: error.details }
  }
  return null
}

/**
 * The one contract of /api refusals: invalid input answers `{ message, errors }` (message is
 * the first of the field messages), a business rule `{ message, error, ...details }`.
 */
function contractAnswer(refusal: RouteRefusal): Answer {
  if (refusal.errors) {
    return { status: refusal.status, body: { message: refusal.text, errors: refusal.errors } }
  }
  return {
    status: refusal.status,
    body: { message: refusal.text, error: refusal.text, ...refusal.details },
  }
}

const messageOnly = (refusal: RouteRefusal): Answer => ({
  status: refusal.status,
  body: { message: refusal.text },
})

/**
 * The routes whose dialogs read a narrower body than the contract (docs/product.md#api). They
 * word their own refusals (invalid input, business rules) this way; what the handler refuses
 * itself (rate limit, CSRF, busy database, server fault) keeps `{ message, error }`.
 */
const ROUTE_ANSWERS: Record<string, (refusal: RouteRefusal) => Answer> = {
  // The sign-up dialog expects status 200 and reads the first message of `errors`
  'auth.register': (refusal) =>
    refusal.errors
      ? { status: 200, body: { message: 'bad request', errors: refusal.errors } }
      : contractAnswer(refusal),
  // The reset dialog reads `errors.email` or message 'bad request'
  'auth.reset_password_request': (refusal) =>
    refusal.errors
      ? { status: 422, body: { message: 'bad request', errors: refusal.errors } }
      : contractAnswer(refusal),
  // The profile dialog and the store modal read `message` only
  'account_api.user.set_avatar': messageOnly,
  'account_api.user.change_password': messageOnly,
  'account_api.user.update': messageOnly,
  // A product id that cannot be one names no product
  'economy.purchase': (refusal) => ({
    status: refusal.errors?.productId ? 404 : refusal.status,
    body: { message: refusal.text },
  }),
  // The vault modal reads `error` (and the status)
  'economy.vault_add': (refusal) => ({ status: refusal.status, body: { error: refusal.text } }),
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
   * of that route, whatever refused it, says 'bad request' with its text in `errors` (invalid
   * input by field, with status 400; anything else under `token`).
   */
  async #resetPasswordRefusal(error: unknown, ctx: HttpContext) {
    const own = routeRefusal(error)
    if (own?.errors) {
      return ctx.response.badRequest({ message: 'bad request', errors: own.errors })
    }
    const refusal = own ??
      this.#refusal(error) ?? {
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
    const own = routeRefusal(error)
    // invalid input of a page's form goes back to the form (VineJS's own answer); every other
    // refusal of a route is JSON, as only /api calls refuse
    if (own && (!own.errors || this.#wantsJson(ctx))) {
      const routeName = ctx.route?.name
      const answer = (routeName && ROUTE_ANSWERS[routeName]?.(own)) || contractAnswer(own)
      return ctx.response.status(answer.status).send(answer.body)
    }
    if (error instanceof authErrors.E_UNAUTHORIZED_ACCESS && this.#wantsJson(ctx)) {
      return ctx.response.unauthorized({ message: error.message, error: error.message })
    }
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
    // Any other refusal of a JSON caller (no such route, a row that findOrFail did not find,
    // ...) keeps the contract too, instead of the framework's own shapes
    if (error instanceof Exception && statusOf(error) < 500 && this.#wantsJson(ctx)) {
      const text = statusOf(error) === 404 ? NOT_FOUND : error.message
      return ctx.response.status(statusOf(error)).send({ message: text, error: text })
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
