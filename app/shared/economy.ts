/**
 * The point economy's answers and bounds (SPEC section 7), shared by the server and the store
 * and vault pages. Pure data: no imports, safe for both bundles.
 */

/** `message` of POST /api/products/purchase/{id}, exactly as SPEC section 7 lists them */
export const PURCHASE_ANSWER = {
  success: 'success',
  outOfStock: 'product out of stock',
  insufficientFunds: 'insufficient funds',
} as const

/** A purchase needs a Celsius username (SPEC section 5); the server refuses with this text */
export const CELSIUS_REQUIRED = 'You need to link your Celsius account first!'

/** Header carrying the store modal's per-opening uuid; a key buys at most once per user */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/** Vault contributions are whole dollars from 1 to this (keeps points within 32-bit columns) */
export const VAULT_CONTRIBUTION = { min: 1, max: 1_000_000 } as const
