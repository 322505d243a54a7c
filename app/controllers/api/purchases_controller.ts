import type { HttpContext } from '@adonisjs/core/http'
import { purchaseProduct, type PurchaseOutcome } from '#services/shop/purchase_product'
import { OWN_ACCOUNT_ONLY, namesAPayer, purchaseValidator } from '#validators/economy'
import { CELSIUS_REQUIRED, IDEMPOTENCY_HEADER, PURCHASE_ANSWER } from '#shared/shop'

const PRODUCT_NOT_FOUND = 'Product not found'

/** Status and `message` of each outcome (SPEC section 7: success, out of stock, insufficient funds) */
const ANSWERS: Record<PurchaseOutcome['kind'], [number, string]> = {
  success: [200, PURCHASE_ANSWER.success],
  out_of_stock: [422, PURCHASE_ANSWER.outOfStock],
  insufficient_funds: [422, PURCHASE_ANSWER.insufficientFunds],
  not_found: [404, PRODUCT_NOT_FOUND],
  key_reused: [422, 'This Idempotency-Key was already used to buy another product.'],
}

/** POST /api/products/purchase/{id}: the store's confirmation modal buys one unit */
export default class PurchasesController {
  async store({ auth, params, request, response }: HttpContext) {
    const user = auth.getUserOrFail()
    const [error, input] = await purchaseValidator.tryValidate({
      productId: String(params.id),
      idempotencyKey: request.header(IDEMPOTENCY_HEADER) || undefined,
    })
    if (error) {
      const { field, message } = error.messages[0]
      return response.status(field === 'productId' ? 404 : 422).send({ message })
    }
    if (namesAPayer(request.body()))
      return response.unprocessableEntity({ message: OWN_ACCOUNT_ONLY })
    if (!user.celsiusUsername?.trim())
      return response.unprocessableEntity({ message: CELSIUS_REQUIRED })

    const outcome = await purchaseProduct({ userId: user.id, ...input })
    const [status, message] = ANSWERS[outcome.kind]
    // the success answer is returned (not sent) so the typed client learns its shape
    if (status === 200) return { message }
    return response.status(status).send({ message })
  }
}
