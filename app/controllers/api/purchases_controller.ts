import type { HttpContext } from '@adonisjs/core/http'
import { purchaseProduct, type PurchaseOutcome } from '#services/shop/purchase_product'
import { OWN_ACCOUNT_ONLY, namesAPayer, purchaseValidator } from '#validators/economy'
import { CELSIUS_REQUIRED, IDEMPOTENCY_HEADER, PURCHASE_ANSWER } from '#shared/shop'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { isSubscriber } from '#services/kick_rewards/subscribers'
import { SUBSCRIBERS_ONLY_REFUSED } from '#shared/kick_rewards'
import { refusalsWorded, type DialogWording } from '#exceptions/dialog_refusal'

/** Status and `message` of each refused outcome (out of stock, insufficient funds, ...) */
const REFUSALS: Record<Exclude<PurchaseOutcome['kind'], 'success'>, [404 | 422, string]> = {
  out_of_stock: [422, PURCHASE_ANSWER.outOfStock],
  insufficient_funds: [422, PURCHASE_ANSWER.insufficientFunds],
  not_found: [404, 'Product not found'],
  key_reused: [422, 'This Idempotency-Key was already used to buy another product.'],
  subscribers_only: [422, SUBSCRIBERS_ONLY_REFUSED],
}

/** The store modal reads `message` only; a product id that cannot be one names no product */
const storeModalWording: DialogWording = (refusal) => ({
  status: refusal.errors?.productId ? 404 : refusal.status,
  body: { message: refusal.text },
})

/**
 * POST /api/products/purchase/{id}: the store's confirmation modal buys one unit. Refusals
 * answer `{ message }` (a malformed id is a 404).
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
    if (namesAPayer(request.body())) throw new ActionRefusedException(OWN_ACCOUNT_ONLY)
    if (!user.celsiusUsername?.trim()) throw new ActionRefusedException(CELSIUS_REQUIRED)

    const outcome = await purchaseProduct({
      userId: user.id,
      ...input,
      subscriber: await isSubscriber(user.id),
    })
    if (outcome.kind !== 'success') {
      const [status, message] = REFUSALS[outcome.kind]
      throw new ActionRefusedException(message, status)
    }
    return { message: PURCHASE_ANSWER.success }
  }
}
