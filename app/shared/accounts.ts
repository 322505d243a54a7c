/**
 * Account rules shared by the server and the React pages: bounds, messages and the client-side
 * checks of sign-up, password reset and profile. Pure functions: each returns the first failing
 * message, or null. The server's VineJS validators reuse the messages.
 */

import type { MessageKey } from './messages.js'

export const ACCOUNT = {
  usernameMin: 4,
  usernameMax: 20,
  passwordMin: 8,
  passwordMax: 128,
  celsiusMax: 64,
  /** a password reset link works this long, once */
  resetTokenMinutes: 60,
  /** the email-confirmation link works this long */
  confirmLinkDays: 7,
} as const

/**
 * The characters a username may use, wherever one is set (sign-up, admin rename, the admin
 * command): letters, digits and underscores
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/

/** Dialog timings of docs/product.md#constants */
export const ACCOUNT_TIMINGS = {
  resetPageRedirectMs: 2000,
  resetDialogRedirectMs: 1500,
  resetDialogClearMs: 300,
  profileSlideMs: 300,
} as const

/**
 * The account rules' messages: catalog keys (resources/lang/<locale>/account_rules.json), shown
 * with `t()` on the pages and `ctx.i18n` on the server. `passwordTooLong` and `celsiusTooLong`
 * take `{ max }` (ACCOUNT.passwordMax, ACCOUNT.celsiusMax).
 */
export const ACCOUNT_MESSAGES = {
  // Sign-up (docs/product.md#account-rules, in order)
  usernameLength: 'account_rules.username_length',
  emailInvalid: 'account_rules.email_invalid',
  passwordShort: 'account_rules.password_short',
  passwordsMustMatch: 'account_rules.passwords_must_match',
  // Sign-up, server only
  usernameCharacters: 'account_rules.username_characters',
  usernameTaken: 'account_rules.username_taken',
  emailTaken: 'account_rules.email_taken',
  passwordTooLong: 'account_rules.password_too_long',
  // Reset request
  resetEmailRequired: 'account_rules.reset_email_required',
  resetEmailInvalid: 'account_rules.reset_email_invalid',
  /** What the server says for an unknown address; the dialog shows resetEmailUnknown */
  resetEmailNotFound: 'account_rules.reset_email_not_found',
  resetEmailUnknown: 'account_rules.reset_email_unknown',
  // Reset dialog
  resetDialogPasswordShort: 'account_rules.reset_dialog_password_short',
  resetDialogPasswordsDiffer: 'account_rules.reset_dialog_passwords_differ',
  resetTokenInvalid: 'account_rules.reset_token_invalid',
  // Reset page
  resetPagePasswordShort: 'account_rules.reset_page_password_short',
  resetPagePasswordsDiffer: 'account_rules.reset_page_passwords_differ',
  // Profile
  currentPasswordRequired: 'account_rules.current_password_required',
  currentPasswordWrong: 'account_rules.current_password_wrong',
  newPasswordRequired: 'account_rules.new_password_required',
  newPasswordsDiffer: 'account_rules.new_passwords_differ',
  celsiusRequired: 'account_rules.celsius_required',
  celsiusTooLong: 'account_rules.celsius_too_long',
  celsiusCharacters: 'account_rules.celsius_characters',
  // The banner of a logged-in visitor's page while the session store is unreachable (the page
  // is shown as a guest's; docs/operations.md#when-redis-or-postgresql-is-down)
  accountsUnavailable: 'layout.accounts_unavailable',
} as const satisfies Record<string, MessageKey>

const M = ACCOUNT_MESSAGES

/** "Looks like an email": something@something.tld, no spaces */
export function looksLikeEmail(value: string) {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())
}

export type SignupInput = { username: string; email: string; password: string; confirm: string }

/**
 * Sign-up, in the dialog's order: username length, email, password length, confirmation. The
 * first broken rule with the field it is about, or null.
 */
export function signupInvalid({
  username,
  email,
  password,
  confirm,
}: SignupInput): { field: keyof SignupInput; message: MessageKey } | null {
  const length = username.trim().length
  if (length < ACCOUNT.usernameMin || length > ACCOUNT.usernameMax) {
    return { field: 'username', message: M.usernameLength }
  }
  if (!looksLikeEmail(email)) return { field: 'email', message: M.emailInvalid }
  if (password.length < ACCOUNT.passwordMin) return { field: 'password', message: M.passwordShort }
  if (password !== confirm) return { field: 'confirm', message: M.passwordsMustMatch }
  return null
}

/** The message of the first broken sign-up rule, or null */
export function signupError(input: SignupInput) {
  return signupInvalid(input)?.message ?? null
}

export function resetRequestError(email: string) {
  if (email.trim() === '') return M.resetEmailRequired
  if (!looksLikeEmail(email)) return M.resetEmailInvalid
  return null
}

export function resetDialogPasswordError(password: string, confirm: string) {
  if (password.length < ACCOUNT.passwordMin) return M.resetDialogPasswordShort
  if (password !== confirm) return M.resetDialogPasswordsDiffer
  return null
}

export function resetPagePasswordError(password: string, confirm: string) {
  if (password.length < ACCOUNT.passwordMin) return M.resetPagePasswordShort
  if (password !== confirm) return M.resetPagePasswordsDiffer
  return null
}

/** The profile's password change asks for the current password first */
export function currentPasswordError(current: string) {
  return current === '' ? M.currentPasswordRequired : null
}

export function changePasswordError(password: string, confirm: string) {
  if (password === '') return M.newPasswordRequired
  if (password !== confirm) return M.newPasswordsDiffer
  return null
}

export function celsiusUsernameError(value: string) {
  return value.trim() === '' ? M.celsiusRequired : null
}

/** Field -> messages, as the dialogs read `errors` */
export type FieldErrors = Record<string, string[]>

/** The reset-password page's text when its call fails without a readable reason */
export const RESET_PAGE_FAILED = 'account_rules.reset_page_failed' satisfies MessageKey

/** The first message of the first field, or undefined */
export function firstFieldError(errors: FieldErrors | null | undefined) {
  if (!errors || typeof errors !== 'object') return undefined
  for (const messages of Object.values(errors)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') return messages[0]
  }
  return undefined
}

/** The query parameter of the login link naming the page to come back to after logging in */
export const INTENDED_PARAM = 'intended'

const SAME_ORIGIN = 'http://same-origin.invalid'

/** How many rounds of percent-decoding are checked (`%25252f` is a slash three rounds down) */
const DECODE_ROUNDS = 4

/**
 * `value` resolved the way a browser resolves it (tabs and newlines dropped, `\` read as `/`,
 * dot segments and `%2e` removed), as path, query and fragment; null when that lands on another
 * origin or on a path a browser reads as another site (`//host`, `/\host`).
 */
function resolveOnSite(value: string): string | null {
  let url: URL
  try {
    url = new URL(value, SAME_ORIGIN)
  } catch {
    return null
  }
  if (url.origin !== SAME_ORIGIN) return null
  const path = `${url.pathname}${url.search}${url.hash}`
  return /^\/[/\\]/.test(path) ? null : path
}

/** One round of percent-decoding of the ASCII escapes; never throws on a stray `%` */
function decodeAsciiEscapes(value: string) {
  return value.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16))
  )
}

/**
 * A path of this site to return to, or null (the caller then stays where it is, on this site).
 * The value must start with a slash, hold no backslash or control character and be at most
 * 2048 characters. It is normalised first, as a browser would (dot segments, `%2e`), and the
 * result must stay on this origin without starting with `//` or `/\`; the same holds after
 * each of up to DECODE_ROUNDS rounds of percent-decoding, so an encoded slash, backslash, dot,
 * tab or newline cannot turn into another site when something decodes the path once more.
 */
export function safeIntendedPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2048) return null
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001F\u007F]/.test(value)) return null
  const path = resolveOnSite(value)
  if (path === null) return null
  let decoded = path
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    const next = decodeAsciiEscapes(decoded)
    if (next === decoded) return path
    if (resolveOnSite(next) === null) return null
    decoded = next
  }
  // still changing after every round: nobody needs that many layers of encoding
  return null
}

/** The home page with the login dialog open, remembering (encoded) the page to come back to */
export function loginPath(intended?: string | null) {
  const params = new URLSearchParams({ auth: 'login' })
  const back = safeIntendedPath(intended)
  if (back && back !== '/') params.set(INTENDED_PARAM, back)
  return `/?${params}`
}
