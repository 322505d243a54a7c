/**
 * The stable `error` codes of /api refusals a page branches on. The `message` next to a code
 * is the product's wording for people; pages decide on the code, never on the text.
 */
export const ERROR_CODES = {
  /** the product has no unit left */
  outOfStock: 'out_of_stock',
  /** the balance is below the price */
  insufficientFunds: 'insufficient_funds',
  /** no product (deleted, unknown, or an id that cannot be one) */
  productNotFound: 'product_not_found',
  /** an Idempotency-Key that already bought another product */
  idempotencyKeyReused: 'idempotency_key_reused',
  /** a product for channel subscribers only, and the buyer is not one */
  subscribersOnly: 'subscribers_only',
  /** a purchase needs a linked Celsius username */
  celsiusRequired: 'celsius_required',
  /** a body tried to choose another payer */
  ownAccountOnly: 'own_account_only',
  /** the current password is missing or wrong (the form marks that field) */
  currentPassword: 'current_password',
  /** the input broke a validation rule (the message names it) */
  invalidInput: 'invalid_input',
  /** a dangerous action needs the password (or a code) again: the confirmation dialog opens */
  confirmationRequired: 'confirmation_required',
} as const

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES]
