import { errors as vineErrors } from '@vinejs/vine'
import type { VineValidator } from '@vinejs/vine'
import type { Infer, SchemaTypes } from '@vinejs/vine/types'
import type { FieldErrors } from '#shared/accounts'

export type Checked<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors }

/**
 * Runs a validator and answers the `errors` shape the dialogs read (field -> list of
 * messages) instead of throwing, so each route can reply with the status and body SPEC
 * section 7 gives it.
 */
export async function checkFields<Schema extends SchemaTypes>(
  validator: VineValidator<Schema, Record<string, any> | undefined>,
  data: unknown
): Promise<Checked<Infer<Schema>>> {
  try {
    return { ok: true, data: await validator.validate(data) }
  } catch (error) {
    if (!(error instanceof vineErrors.E_VALIDATION_ERROR)) throw error
    const byField: FieldErrors = {}
    for (const { field, message } of error.messages as { field: string; message: string }[]) {
      ;(byField[field] ??= []).push(message)
    }
    return { ok: false, errors: byField }
  }
}
