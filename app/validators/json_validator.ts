import vine, { errors, SimpleErrorReporter, SimpleMessagesProvider } from '@vinejs/vine'
import type { HttpContext } from '@adonisjs/core/http'
import type { SchemaTypes } from '@vinejs/vine/types'

/** A failed validation that answers itself as `{ message, error, errors }` (422) */
class JsonValidationError extends errors.E_VALIDATION_ERROR {
  async handle(error: this, ctx: HttpContext) {
    const first: string = error.messages[0]?.message ?? 'Invalid input'
    ctx.response.status(422).send({ message: first, error: first, errors: error.messages })
  }
}

class JsonErrorReporter extends SimpleErrorReporter {
  createError() {
    return new JsonValidationError(this.errors)
  }
}

/**
 * A validator for the JSON routes of the admin dialogs: bad input is answered with
 * `{ message }` (the first failed rule's message, from `messages`), the shape SPEC section 7
 * reads, whatever the Accept header.
 */
export function jsonValidator<Schema extends SchemaTypes>(
  schema: Schema,
  messages: Record<string, string>
) {
  const validator = vine.compile(schema)
  validator.messagesProvider = new SimpleMessagesProvider(messages)
  validator.errorReporter = () => new JsonErrorReporter()
  return validator
}
