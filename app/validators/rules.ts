import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'

/** Rules more than one validator uses */

/**
 * A field that may be left out (it is kept), but a field sent empty arrives as null (the body
 * parser's rule) and is refused, never read as "clear it"
 */
export const notEmpty = vine.createRule(
  (value: unknown, _options: undefined, field: FieldContext) => {
    if (value === null) field.report('The {{ field }} field cannot be empty', 'notEmpty', field)
  },
  { implicit: true }
)
