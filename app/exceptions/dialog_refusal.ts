import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import ActionRefusedException from '#exceptions/action_refused_exception'
import type { FieldErrors } from '#shared/accounts'
import { ERROR_CODES, type ErrorCode } from '#shared/errors'

/**
 * A route's own refusal: invalid input (VineJS, with the messages by field) or a business rule
 * (ActionRefusedException, with the fresh state it carries). `code` is the stable code a page
 * branches on (app/shared/errors.ts), when the refusal has one.
 */
export type Refusal = {
  status: number
  text: string
  code?: ErrorCode
  errors?: FieldErrors
  details?: Record<string, unknown>
}

/** What a dialog reads when its call is refused; null keeps the /api contract */
export type DialogAnswer = { status: number; body: Record<string, unknown> }
export type DialogWording = (refusal: Refusal) => DialogAnswer | null

/** Invalid input as `{ message, errors }`: field -> messages in the order the rules failed */
export function invalidInput(error: InstanceType<typeof vineErrors.E_VALIDATION_ERROR>): Refusal {
  const messages = error.messages as { field: string; message: string }[]
  const errors: FieldErrors = {}
  for (const { field, message } of messages) (errors[field] ??= []).push(message)
  return {
    status: 422,
    text: messages[0]?.message ?? 'Invalid input',
    code: ERROR_CODES.invalidInput,
    errors,
  }
}

function refusalOf(error: unknown): Refusal | null {
  if (error instanceof vineErrors.E_VALIDATION_ERROR) return invalidInput(error)
  if (error instanceof ActionRefusedException) {
    return {
      status: error.status,
      text: error.message,
      code: error.errorCode,
      details: error.details,
    }
  }
  return null
}

/**
 * A refusal answered in the narrower body its route's dialog reads (docs/product.md#error-answers)
 * instead of the /api contract. Its own status is the refusal's, for the log (a refused sign-up
 * answers 200 but is logged as the invalid input it is).
 */
export default class DialogRefusal extends Exception {
  constructor(
    refusal: Refusal,
    readonly answer: DialogAnswer,
    cause: unknown
  ) {
    super(refusal.text, { status: refusal.status, cause })
  }

  async handle(error: this, ctx: HttpContext) {
    ctx.response.status(error.answer.status).send(error.answer.body)
  }
}

/** The site's own refusals, which answer themselves (the handler leaves them their answer) */
export function answersItself(error: unknown) {
  return error instanceof ActionRefusedException || error instanceof DialogRefusal
}

/**
 * For a controller action whose dialog reads a narrower body than the /api contract: its own
 * refusals (its validator's, a service's ActionRefusedException) are answered as `wording`
 * says. What refuses before or around the action (a guest's 401, CSRF, rate limits, faults)
 * keeps the exception handler's answer.
 *
 *   @refusalsWorded((refusal) => ({ status: refusal.status, body: { error: refusal.text } }))
 *   async store(ctx: HttpContext) { ... }
 */
export function refusalsWorded(wording: DialogWording) {
  return (_target: object, _action: string, descriptor: PropertyDescriptor) => {
    const action = descriptor.value as (...args: unknown[]) => Promise<unknown>
    descriptor.value = async function (this: unknown, ...args: unknown[]) {
      try {
        return await action.apply(this, args)
      } catch (error) {
        const refusal = refusalOf(error)
        const answer = refusal && wording(refusal)
        throw refusal && answer ? new DialogRefusal(refusal, answer, error) : error
      }
    }
  }
}

/**
 * The reset-password page reads every answer of its call by one rule (`resetPageOutcome`):
 * message 'bad request' is a failure, showing the first of `errors`; anything else a success.
 * So every refusal of that call says 'bad request': invalid input by field with status 400,
 * anything else under `token` with its own status. Its controller words its own refusals so;
 * what refuses before it runs (CSRF, the rate limit, a busy database, a fault) is worded so by
 * the exception handler, through routeWording.
 */
export const resetPageWording: DialogWording = (refusal) => ({
  status: refusal.errors ? 400 : refusal.status,
  body: { message: 'bad request', errors: refusal.errors ?? { token: [refusal.text] } },
})

/** The wording of the refusals the exception handler words itself, for a route that has one */
export function routeWording(ctx: HttpContext): DialogWording | undefined {
  return ctx.route?.name === 'auth.reset_password' ? resetPageWording : undefined
}
