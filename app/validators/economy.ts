import type { MessageKey } from '#shared/messages'
import vine from '@vinejs/vine'
import { CatalogMessages } from '#infra/i18n/catalog_messages'
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
purchaseValidator.messagesProvider = new CatalogMessages({
  'productId.regex': PRODUCT_NOT_FOUND,
  'idempotencyKey.regex': 'errors.idempotency_key_invalid',
})

const { min, max } = VAULT_CONTRIBUTION

export const vaultContributionValidator = vine.create({
  amount: vine.number({ strict: true }).withoutDecimals().min(min).max(max),
})
vaultContributionValidator.messagesProvider = new CatalogMessages({
  'object': 'errors.vault_amount_json',
  'amount.required': 'errors.vault_amount_required',
  'amount.number': 'errors.vault_amount_number',
  'amount.withoutDecimals': 'errors.vault_amount_whole',
  'amount.min': { key: 'errors.vault_amount_min', values: { min: String(min) } },
  'amount.max': { key: 'errors.vault_amount_max', values: { max } },
})

/** Fields that would name whose points are spent; the logged-in account is the only payer */
const PAYER_FIELDS = ['user_id', 'userId', 'user', 'username', 'buyer_id', 'buyerId']

export const OWN_ACCOUNT_ONLY = 'errors.own_account_only' satisfies MessageKey

/** True when a body tries to choose the payer (refused: points only leave the session's account) */
export function namesAPayer(body: unknown) {
  return (
    !!body &&
    typeof body === 'object' &&
    PAYER_FIELDS.some((field) => Object.prototype.hasOwnProperty.call(body, field))
  )
}
