import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { VAULT_CONTRIBUTION } from '#shared/vault'
import { ROW_ID } from '#shared/ids'
import { PRODUCT_NOT_FOUND } from '#shared/shop'

/**
 * Inputs of the point economy's routes. Every refusal carries one readable sentence; the
 * controllers answer the first one.
 */

/** The store modal sends a uuid; any 1-64 visible ASCII characters are accepted */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,64}$/

export const purchaseValidator = vine.create({
  productId: vine
    .string()
    .regex(ROW_ID)
    .transform((id) => Number(id)),
  idempotencyKey: vine.string().regex(IDEMPOTENCY_KEY).optional(),
})
purchaseValidator.messagesProvider = new SimpleMessagesProvider({
  'productId.regex': PRODUCT_NOT_FOUND,
  'idempotencyKey.regex': 'The Idempotency-Key header must be 1 to 64 visible characters.',
})

const { min, max } = VAULT_CONTRIBUTION

export const vaultContributionValidator = vine.create({
  amount: vine.number({ strict: true }).withoutDecimals().min(min).max(max),
})
vaultContributionValidator.messagesProvider = new SimpleMessagesProvider({
  'object': 'Send the amount as JSON, for example {"amount": 5}.',
  'amount.required': 'Please enter an amount in whole dollars.',
  'amount.number': 'The amount must be a number of whole dollars.',
  'amount.withoutDecimals': 'The amount must be a whole number of dollars.',
  'amount.min': `The amount must be at least $${min}.`,
  'amount.max': `The amount can be at most $${max.toLocaleString('en-US')}.`,
})

/** Fields that would name whose points are spent; the logged-in account is the only payer */
const PAYER_FIELDS = ['user_id', 'userId', 'user', 'username', 'buyer_id', 'buyerId']

export const OWN_ACCOUNT_ONLY = 'You can only spend points from your own account.'

/** True when a body tries to choose the payer (refused: points only leave the session's account) */
export function namesAPayer(body: unknown) {
  return (
    !!body &&
    typeof body === 'object' &&
    PAYER_FIELDS.some((field) => Object.prototype.hasOwnProperty.call(body, field))
  )
}
