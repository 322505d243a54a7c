import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'
import type { I18n } from '@adonisjs/i18n'
import i18nManager from '@adonisjs/i18n/services/main'
import type { errors as vineErrors } from '@vinejs/vine'
import type { FieldErrors } from '#shared/accounts'
import { ERROR_CODES, ERROR_STATUS, type ErrorCode } from '#shared/errors'
import { DEFAULT_LOCALE } from '#shared/locales'
import type { MessageKey, MessageValues } from '#shared/messages'
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

/**
 * What a refusal says: a catalog key (resources/lang/<locale>/errors.json), with its ICU values
 * when it has placeholders, or `{ text }` for words that are already the reader's (a validator's
 * message, already in the request's language, or a parser's own). A plain sentence that is no
 * key is a refusal whose wording is not in the catalog yet: it is answered as written.
 */
export type RefusalMessage =
  MessageKey | { key: MessageKey; values?: MessageValues } | { text: string } | (string & {})

/** The message in a language (English for the exception's own `message`, logs and unit tests) */
function spoken(message: RefusalMessage, i18n: I18n) {
  if (typeof message !== 'string') {
    return 'text' in message ? message.text : i18n.t(message.key, message.values)
  }
  return i18n.hasMessage(message) || i18n.hasFallbackMessage(message) ? i18n.t(message) : message
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
    readonly refusal: RefusalMessage,
    readonly details: Record<string, unknown> = {},
    status: number = ERROR_STATUS[code]
  ) {
    super(spoken(refusal, i18nManager.locale(DEFAULT_LOCALE)), { status, code })
  }

  /** Invalid input: `errors` holds the messages by field, `message` is the first of them */
  static invalidInput(error: ValidationError) {
    const errors = fieldErrors(error)
    const first = Object.values(errors)[0]?.[0]
    const message: RefusalMessage = first === undefined ? 'errors.invalid_input' : { text: first }
    return new ActionRefusedException(ERROR_CODES.invalidInput, message, { errors })
  }

  /** The answer's body, its message in the reader's language (English without a request) */
  body(i18n?: I18n): RefusalBody {
    const message = i18n ? spoken(this.refusal, i18n) : this.message
    return { message, error: this.code, ...this.details }
  }

  async handle(error: this, ctx: HttpContext) {
    const page = !wantsJson(ctx)
    if (page && error.status === 404 && ['GET', 'HEAD'].includes(ctx.request.method())) {
      return ctx.response.status(404).send(await ctx.inertia.render('errors/not_found', {}))
    }
    // a page's own visit (an Inertia form post): the message as a toast, back to the page
    if (page && ctx.request.header('x-inertia')) {
      ctx.session.flash('error', error.body(ctx.i18n).message)
      return ctx.response.redirect().back()
    }
    return ctx.response.status(error.status).send(error.body(ctx.i18n))
  }
}
