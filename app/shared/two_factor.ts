/**
 * Two-factor sign-in (TOTP, RFC 6238) shared by the server and the pages: the code format,
 * the recovery codes and the messages both sides show.
 */
import type { MessageKey } from './messages.js'
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
  codeRequired: 'two_factor_rules.code_required',
  codeInvalid: 'two_factor_rules.code_invalid',
  recoveryCodeInvalid: 'two_factor_rules.recovery_code_invalid',
  alreadyOn: 'two_factor_rules.already_on',
  notOn: 'two_factor_rules.not_on',
  setupFirst: 'two_factor_rules.setup_first',
  enabled: 'two_factor_rules.enabled',
  disabled: 'two_factor_rules.disabled',
  passwordWrong: 'two_factor_rules.password_wrong',
  passwordOrCodeWrong: 'two_factor_rules.password_or_code_wrong',
  loginExpired: 'two_factor_rules.login_expired',
  staffRequired: 'two_factor_rules.staff_required',
  staffSessionWithoutCode: 'two_factor_rules.staff_session_without_code',
} as const satisfies Record<string, MessageKey>

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
