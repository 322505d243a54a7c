/**
 * Shop rules shared by the server and the store pages: tiers, search, purchase answers and the
 * purchase history's labels.
 */
import type { MessageKey, Translate } from './messages.js'

export const SHOP_TIERS = [5_000, 10_000, 30_000] as const

/** Shop tier from price: below 5,000 tier 1; below 10,000 tier 2; below 30,000 tier 3; else 4 */
export function productTier(price: number): 1 | 2 | 3 | 4 {
  if (price < SHOP_TIERS[0]) return 1
  if (price < SHOP_TIERS[1]) return 2
  if (price < SHOP_TIERS[2]) return 3
  return 4
}

/** Purchase dates in history: DD.MM.YYYY */
export function purchaseDate(iso: string) {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`
}

/**
 * Purchase status label: empty is shown as 'In Review' (the catalog's words, through `t`); any
 * other status is the admin's own text, shown as typed
 */
export function purchaseStatusLabel(status: string, t: Translate) {
  return status === '' ? t(PURCHASE_IN_REVIEW) : status
}

export const PURCHASE_IN_REVIEW = 'labels.purchase_in_review' satisfies MessageKey

/** Shop search: case-insensitive substring of the name, most expensive first */
export function searchProducts<T extends { name: string; price: number }>(
  products: T[],
  query: string
) {
  const needle = query.trim().toLowerCase()
  return products
    .filter((p) => p.name.toLowerCase().includes(needle))
    .sort((a, b) => b.price - a.price)
}

/** `message` of POST /api/products/purchase/{id}, exactly as docs/product.md#api lists them */
export const PURCHASE_ANSWER = {
  success: 'success',
  outOfStock: 'errors.out_of_stock',
  insufficientFunds: 'errors.insufficient_funds',
} as const

/** `message` of a purchase or product call naming no product (deleted, unknown, malformed id) */
export const PRODUCT_NOT_FOUND = 'errors.product_not_found' satisfies MessageKey

/** A purchase needs a Celsius username (docs/product.md#account-rules); the server refuses with this text */
export const CELSIUS_REQUIRED = 'errors.celsius_required' satisfies MessageKey

/** Header carrying the store modal's per-opening uuid; a key buys at most once per user */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
