import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'

/**
 * Input a JSON route refuses (a failed validation or a business rule). It answers itself as
 * `{ message, error }` with its status (422 unless given), the shape SPEC section 7 reads.
 */
export default class InvalidInputException extends Exception {
  static status = 422

  async handle(error: this, ctx: HttpContext) {
    ctx.response.status(error.status).send({ message: error.message, error: error.message })
  }
}
