import type Purchase from '#models/purchase'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A row of the profile's SHOP HISTORY: what was bought, for how much, and its status */
export default class PurchaseTransformer extends BaseTransformer<Purchase> {
  toObject() {
    const p = this.resource
    return {
      id: p.id,
      product_id: p.productId,
      product: { name: p.productName, image: p.productImage },
      amount: p.price,
      status: p.status,
      created_at: p.createdAt.toISO() ?? '',
    }
  }
}
