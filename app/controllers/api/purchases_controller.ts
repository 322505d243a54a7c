import type { MessageKey } from '#shared/messages'
import type { HttpContext } from '@adonisjs/core/http'
import { purchaseProduct, type PurchaseOutcome } from '#services/shop/purchase_product'
import { OWN_ACCOUNT_ONLY, namesAPayer, purchaseValidator } from '#validators/economy'
import {
  CELSIUS_REQUIRED,
  IDEMPOTENCY_HEADER,
  PRODUCT_NOT_FOUND,
  PURCHASE_ANSWER,
} from '#shared/shop'
import ActionRefusedException, { fieldErrors } from '#exceptions/action_refused_exception'
import { SUBSCRIBERS_ONLY_REFUSED } from '#shared/kick_rewards'
import { ERROR_CODES as E, type ErrorCode } from '#shared/errors'

type Refused = Exclude<PurchaseOutcome['kind'], 'success'>
/** The `error` code and `message` of each refused outcome (out of stock, insufficient funds, ...) */
const REFUSALS: Record<Refused, [ErrorCode, MessageKey]> = {
  out_of_stock: [E.outOfStock, PURCHASE_ANSWER.outOfStock],
  insufficient_funds: [E.insufficientFunds, PURCHASE_ANSWER.insufficientFunds],
  not_found: [E.productNotFound, PRODUCT_NOT_FOUND],
  key_reused: [E.idempotencyKeyReused, 'errors.idempotency_key_reused'],
  subscribers_only: [E.subscribersOnly, SUBSCRIBERS_ONLY_REFUSED],
}

/**
 * POST /api/products/purchase/{id}: the store's confirmation modal buys one unit. A product id
 * that cannot be one names no product (404 `product_not_found`).
 */
export default class PurchasesController {
  async store({ auth, params, request }: HttpContext) {
    const user = auth.getUserOrFail()
    const [invalid, input] = await request.tryValidateUsing(purchaseValidator, {
      data: {
        productId: String(params.id),
        idempotencyKey: request.header(IDEMPOTENCY_HEADER) || undefined,
      },
    })
    if (invalid && fieldErrors(invalid).productId) {
      throw new ActionRefusedException(E.productNotFound, PRODUCT_NOT_FOUND)
    }
    if (invalid) throw invalid
    if (namesAPayer(request.body())) {
      throw new ActionRefusedException(E.ownAccountOnly, OWN_ACCOUNT_ONLY)
    }
    if (!user.celsiusUsername?.trim()) {
      throw new ActionRefusedException(E.celsiusRequired, CELSIUS_REQUIRED)
    }

    const outcome = await purchaseProduct({ userId: user.id, ...input })
    if (outcome.kind !== 'success') {
      throw new ActionRefusedException(...REFUSALS[outcome.kind])
    }
    return { message: PURCHASE_ANSWER.success }
  }
}
