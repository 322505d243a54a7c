import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'
import type { errors as vineErrors } from '@vinejs/vine'
import type { FieldErrors } from '#shared/accounts'
import { ERROR_CODES, ERROR_STATUS, type ErrorCode } from '#shared/errors'
import { wantsJson } from '#infra/http/errors'

type ValidationError = InstanceType<typeof vineErrors.E_VALIDATION_ERROR>

/** A validator's messages by field, in the order the rules failed */
export function fieldErrors(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {}
  for (const { field, message } of error.messages as { field: string; message: string }[]) {
    ;(errors[field] ??= []).push(message)
  }
  return errors
}

/** The body of every refusal (docs/product.md#error-answers) */
export type RefusalBody = { message: string; error: ErrorCode } & Record<string, unknown>

/**
 * Every refusal of the site: a business rule said no (services throw it inside their
 * transaction, so nothing is written), a gate, or the exception handler's own (rate limit,
 * another site, a fault). It carries a stable code (app/shared/errors.ts), the status of that
 * code (a fault may name its own 5xx) and the product's message, and answers itself: a JSON
 * caller gets `{ message, error: code, ...details }` (details carry fresh state, e.g. the
 * current vault after a stale edit), and so does any caller that is no page of ours (a
 * webhook, a form from another site); a page's own visit (an Inertia form post) gets the
 * message in a flash and goes back; a page that does not exist gets the not-found page.
 */
export default class ActionRefusedException extends Exception {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
    status: number = ERROR_STATUS[code]
  ) {
    super(message, { status, code })
  }

  /** Invalid input: `errors` holds the messages by field, `message` is the first of them */
  static invalidInput(error: ValidationError) {
    const errors = fieldErrors(error)
    const first = Object.values(errors)[0]?.[0] ?? 'Invalid input'
    return new ActionRefusedException(ERROR_CODES.invalidInput, first, { errors })
  }

  get body(): RefusalBody {
    return { message: this.message, error: this.code, ...this.details }
  }

  async handle(error: this, ctx: HttpContext) {
    const page = !wantsJson(ctx)
    if (page && error.status === 404 && ['GET', 'HEAD'].includes(ctx.request.method())) {
      return ctx.response.status(404).send(await ctx.inertia.render('errors/not_found', {}))
    }
    // a page's own visit (an Inertia form post): the message as a toast, back to the page
    if (page && ctx.request.header('x-inertia')) {
      ctx.session.flash('error', error.message)
      return ctx.response.redirect().back()
    }
    return ctx.response.status(error.status).send(error.body)
  }
}
