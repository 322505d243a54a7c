import type { HttpContext } from '@adonisjs/core/http'
import { purchaseProduct, type PurchaseOutcome } from '#services/shop/purchase_product'
import { OWN_ACCOUNT_ONLY, namesAPayer, purchaseValidator } from '#validators/economy'
import {
  CELSIUS_REQUIRED,
  IDEMPOTENCY_HEADER,
  PRODUCT_NOT_FOUND,
  PURCHASE_ANSWER,
} from '#shared/shop'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { SUBSCRIBERS_ONLY_REFUSED } from '#shared/kick_rewards'
import { refusalsWorded, type DialogWording } from '#exceptions/dialog_refusal'
import { ERROR_CODES as E, type ErrorCode } from '#shared/errors'

type Refused = Exclude<PurchaseOutcome['kind'], 'success'>
/** Status, `message` and `error` code of each refused outcome (out of stock, insufficient funds, ...) */
const REFUSALS: Record<Refused, [404 | 422, string, ErrorCode]> = {
  out_of_stock: [422, PURCHASE_ANSWER.outOfStock, E.outOfStock],
  insufficient_funds: [422, PURCHASE_ANSWER.insufficientFunds, E.insufficientFunds],
  not_found: [404, PRODUCT_NOT_FOUND, E.productNotFound],
  key_reused: [
    422,
    'This Idempotency-Key was already used to buy another product.',
    E.idempotencyKeyReused,
  ],
  subscribers_only: [422, SUBSCRIBERS_ONLY_REFUSED, E.subscribersOnly],
}

/**
 * The store modal shows `message` and branches on `error`; a product id that cannot be one
 * names no product.
 */
const storeModalWording: DialogWording = (refusal) =>
  refusal.errors?.productId
    ? { status: 404, body: { message: refusal.text, error: E.productNotFound } }
    : { status: refusal.status, body: { message: refusal.text, error: refusal.code } }

/**
 * POST /api/products/purchase/{id}: the store's confirmation modal buys one unit. Refusals
 * answer `{ message, error }` (a malformed id is a 404).
 */
export default class PurchasesController {
  @refusalsWorded(storeModalWording)
  async store({ auth, params, request }: HttpContext) {
    const user = auth.getUserOrFail()
    const input = await request.validateUsing(purchaseValidator, {
      data: {
        productId: String(params.id),
        idempotencyKey: request.header(IDEMPOTENCY_HEADER) || undefined,
      },
    })
    if (namesAPayer(request.body())) {
      throw new ActionRefusedException(OWN_ACCOUNT_ONLY, 422, {}, E.ownAccountOnly)
    }
    if (!user.celsiusUsername?.trim()) {
      throw new ActionRefusedException(CELSIUS_REQUIRED, 422, {}, E.celsiusRequired)
    }

    const outcome = await purchaseProduct({ userId: user.id, ...input })
    if (outcome.kind !== 'success') {
      const [status, message, code] = REFUSALS[outcome.kind]
      throw new ActionRefusedException(message, status, {}, code)
    }
    return { message: PURCHASE_ANSWER.success }
  }
}
