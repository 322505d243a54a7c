/**
 * Confirming it is you before a dangerous action (changing a role, granting points, rolling
 * the vault, saving a partner secret, importing points): the password, or a two-factor code,
 * again when the last confirmation (or sign-in) is older than CONFIRMATION.minutes. Shared by
 * the server and the confirmation dialog, which asks and then retries the action.
 */
import type { MessageKey } from './messages.js'
export const CONFIRMATION = {
  minutes: 15,
} as const

export const CONFIRMATION_MESSAGES = {
  required: 'two_factor_rules.confirm_required',
  wrong: 'two_factor_rules.confirm_wrong',
  missing: 'two_factor_rules.confirm_missing',
  codeWithoutTwoFactor: 'two_factor_rules.confirm_code_without_two_factor',
  confirmed: 'two_factor_rules.confirmed',
} as const satisfies Record<string, MessageKey>
