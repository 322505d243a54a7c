import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'

/**
 * A business rule said no (already processed, not found, would break an invariant). Services
 * throw it inside their transaction, so nothing is written; callers get JSON
 * `{ message, error, ...details }` with the status (both keys: SPEC's dialogs read one or the
 * other; details carry fresh state, e.g. the current vault after a stale edit).
 */
export default class ActionRefusedException extends Exception {
  constructor(
    message: string,
    status: 404 | 409 | 422 = 422,
    readonly details: Record<string, unknown> = {}
  ) {
    super(message, { status })
  }

  async handle(error: this, ctx: HttpContext) {
    ctx.response
      .status(error.status)
      .send({ message: error.message, error: error.message, ...error.details })
  }
}
