/**
 * Confirming it is you before a dangerous action (changing a role, granting points, rolling
 * the vault, saving a partner secret, importing points): the password, or a two-factor code,
 * again when the last confirmation (or sign-in) is older than CONFIRMATION.minutes. Shared by
 * the server and the confirmation dialog, which asks and then retries the action.
 */
export const CONFIRMATION = {
  minutes: 15,
} as const

export const CONFIRMATION_MESSAGES = {
  required: 'Please confirm it is you: enter your password (or a two-factor code) again.',
  wrong: 'That password or code is not right.',
  missing: 'Enter your password or a two-factor code.',
  codeWithoutTwoFactor: 'Two-factor sign-in is not on: enter your password.',
  confirmed: 'Confirmed',
} as const
