/**
 * The stable `error` code of every refusal (docs/product.md#error-answers), with the HTTP
 * status it answers. The `message` next to a code is the product's wording for people; pages
 * decide on the code, never on the text. Shared by the server and the pages.
 */
export const ERRORS = {
  // what any action can meet
  /** the input broke a validation rule: `errors` holds the messages by field */
  invalidInput: { code: 'invalid_input', status: 422 },
  /** the input passed the rules but cannot be used (an unreadable file, an end before the start) */
  unusableInput: { code: 'unusable_input', status: 422 },
  /** a wrong password or code (signing in again, confirming it is you, two-factor) */
  wrongCredentials: { code: 'wrong_credentials', status: 422 },
  /** the current state does not allow the action (no live hunt, guessing closed, ...) */
  invalidState: { code: 'invalid_state', status: 422 },
  /** already done, or changed since the page loaded (details may carry the current state) */
  conflict: { code: 'conflict', status: 409 },
  /** no such row, route or record */
  notFound: { code: 'not_found', status: 404 },
  /** not logged in, or a log in that failed */
  unauthorized: { code: 'unauthorized', status: 401 },
  /** the user's role does not allow the action (admins only, an ability the role lacks) */
  forbidden: { code: 'forbidden', status: 403 },
  // the exception handler's and the middleware's own refusals
  /** a state change sent from another site */
  crossOrigin: { code: 'cross_origin', status: 403 },
  /** a rate limit: wait and try again */
  tooManyAttempts: { code: 'too_many_attempts', status: 429 },
  /** a JSON body that could not be parsed */
  unreadableBody: { code: 'unreadable_body', status: 400 },
  /** an upload over the route's limit */
  uploadTooLarge: { code: 'upload_too_large', status: 413 },
  /** an upload on a route that takes none */
  uploadsNotAccepted: { code: 'uploads_not_accepted', status: 415 },
  /** the database or Redis is busy or unreachable: nothing was written, a retry may succeed */
  siteBusy: { code: 'site_busy', status: 503 },
  /** a fault of ours (any 5xx): the body carries the `request_id` of its log line */
  serverFault: { code: 'server_fault', status: 500 },
  // the specific refusals pages branch on
  /** the product has no unit left */
  outOfStock: { code: 'out_of_stock', status: 422 },
  /** the balance is below the price */
  insufficientFunds: { code: 'insufficient_funds', status: 422 },
  /** the points are below what the vault contribution costs */
  insufficientPoints: { code: 'insufficient_points', status: 422 },
  /** no product (deleted, unknown, or an id that cannot be one) */
  productNotFound: { code: 'product_not_found', status: 404 },
  /** an Idempotency-Key that already bought another product */
  idempotencyKeyReused: { code: 'idempotency_key_reused', status: 422 },
  /** a product for channel subscribers only, and the buyer is not one */
  subscribersOnly: { code: 'subscribers_only', status: 422 },
  /** a purchase needs a linked Celsius username */
  celsiusRequired: { code: 'celsius_required', status: 422 },
  /** a body tried to choose another payer */
  ownAccountOnly: { code: 'own_account_only', status: 422 },
  /** the current password is missing or wrong (the form marks that field) */
  currentPassword: { code: 'current_password', status: 422 },
  /** a dangerous action needs the password (or a code) again: the confirmation dialog opens */
  confirmationRequired: { code: 'confirmation_required', status: 403 },
  /** staff without two-factor sign-in (or a session that skipped it) */
  twoFactorRequired: { code: 'two_factor_required', status: 403 },
  /** the two-factor step came after its sign-in expired: the form starts again */
  loginExpired: { code: 'login_expired', status: 400 },
  /** an account link the site is not set up for */
  notConfigured: { code: 'not_configured', status: 409 },
} as const

type Errors = typeof ERRORS
export type ErrorName = keyof Errors
export type ErrorCode = Errors[ErrorName]['code']

/** The codes by name: `ERROR_CODES.outOfStock === 'out_of_stock'` */
export const ERROR_CODES = Object.fromEntries(
  Object.entries(ERRORS).map(([name, { code }]) => [name, code])
) as { [Name in ErrorName]: Errors[Name]['code'] }

/** The status each code answers with (a server fault may answer another 5xx) */
export const ERROR_STATUS = Object.fromEntries(
  Object.values(ERRORS).map(({ code, status }) => [code, status])
) as Record<ErrorCode, number>

/** Whether a refusal's `error` is one of the codes */
export function isErrorCode(value: unknown): value is ErrorCode {
  return Object.values(ERRORS).some(({ code }) => code === value)
}
