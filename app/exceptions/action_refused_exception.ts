import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'
import type { ErrorCode } from '#shared/errors'

/**
 * A business rule said no (already processed, not found, would break an invariant). Services
 * throw it inside their transaction, so nothing is written. It answers itself as the /api
 * contract's refusal, `{ message, error, ...details }` with its status (details carry fresh
 * state, e.g. the current vault after a stale edit); a controller whose dialog reads a
 * narrower body words it with `@refusalsWorded` (dialog_refusal.ts). `error` is the stable
 * code (app/shared/errors.ts) when a page branches on this refusal, else the message again.
 */
export default class ActionRefusedException extends Exception {
  constructor(
    message: string,
    status: 400 | 403 | 404 | 409 | 422 = 422,
    readonly details: Record<string, unknown> = {},
    readonly errorCode?: ErrorCode
  ) {
    super(message, { status })
  }

  async handle(error: this, ctx: HttpContext) {
    ctx.response
      .status(error.status)
      .send({ message: error.message, error: error.errorCode ?? error.message, ...error.details })
  }
}
