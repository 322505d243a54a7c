import { errors as vineErrors } from '@vinejs/vine'
import type { FieldErrors } from '#shared/accounts'

export type Checked<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors }

/**
 * Turns the answer of `request.tryValidateUsing` into the `errors` shape the dialogs read
 * (field -> list of messages) instead of throwing, so each route can reply with the status
 * and body its dialog expects. Going through `request.tryValidateUsing` also lets the typed
 * client learn the route's body from its validator.
 */
export function checkFields<T>([error, data]: [unknown, T | null]): Checked<T> {
  if (error === null && data !== null) return { ok: true, data }
  if (!(error instanceof vineErrors.E_VALIDATION_ERROR)) throw error
  const byField: FieldErrors = {}
  for (const { field, message } of error.messages as { field: string; message: string }[]) {
    ;(byField[field] ??= []).push(message)
  }
  return { ok: false, errors: byField }
}
