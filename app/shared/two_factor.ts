/**
 * Two-factor sign-in (TOTP, RFC 6238) shared by the server and the pages: the code format,
 * the recovery codes and the messages both sides show.
 */
export const TWO_FACTOR = {
  /** an authenticator app's code: 6 digits every 30 seconds (SHA-1, as every app supports) */
  digits: 6,
  periodSeconds: 30,
  /** codes one period early or late still count (a phone's clock drifts) */
  window: 1,
  recoveryCodes: 10,
  /** after the right password, the code must come within this long */
  pendingLoginMinutes: 5,
  issuer: 'NEONPLAY',
} as const

/** 6 digits, once the spaces an app shows ("123 456") are taken out (normaliseTotpCode) */
export const TOTP_CODE_PATTERN = /^\d{6}$/

/** A recovery code as shown once: two groups of five lowercase letters or digits */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-[a-z0-9]{5}$/

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  codeInvalid: 'That code is not valid. Check your authenticator app and try again.',
  recoveryCodeInvalid: 'That recovery code is not valid or was already used.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is not on.',
  setupFirst: 'Start the setup again: scan the new code, then enter a code from the app.',
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-factor sign-in is off.',
  passwordWrong: 'Your password is not correct.',
  passwordOrCodeWrong: 'Your password or the code is not correct.',
  loginExpired: 'Your sign-in took too long. Enter your username and password again.',
  staffRequired:
    'Staff accounts need two-factor sign-in. Turn it on in your profile (Security) to use the admin pages.',
  staffSessionWithoutCode:
    'This session did not pass two-factor sign-in. Log out and sign in again with your code to use the admin pages.',
} as const

/** A typed code without its spaces */
export function normaliseTotpCode(value: string) {
  return value.replace(/\s+/g, '')
}

/** A typed recovery code in its stored form (lowercase, dash kept, spaces dropped) */
export function normaliseRecoveryCode(value: string) {
  return value.trim().toLowerCase().replace(/\s+/g, '')
}

/**
 * The page a "Continue with" log-in lands on when the account has two-factor sign-in on:
 * the home page's login dialog opens on the code step (`?auth=login&step=two-factor`).
 */
export const TWO_FACTOR_STEP_QUERY = { name: 'step', value: 'two-factor' } as const
