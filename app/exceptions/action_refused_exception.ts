import { Exception } from '@adonisjs/core/exceptions'

/**
 * A business rule said no (already processed, not found, would break an invariant). Services
 * throw it inside their transaction, so nothing is written; the exception handler answers it
 * as `{ message, error, ...details }` with the status (details carry fresh state, e.g. the
 * current vault after a stale edit), or in the narrower body a route's dialog reads.
 */
export default class ActionRefusedException extends Exception {
  constructor(
    message: string,
    status: 400 | 404 | 409 | 422 = 422,
    readonly details: Record<string, unknown> = {}
  ) {
    super(message, { status })
  }
}
