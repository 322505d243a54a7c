import type Purchase from '#models/purchase'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A purchase in the redemption queue: what was bought, by whom, where to send it */
export default class RedemptionTransformer extends BaseTransformer<Purchase> {
  toObject() {
    const p = this.resource
    return {
      ...this.pick(p, ['id', 'price', 'status']),
      product_name: p.productName,
      product_image: p.productImage,
      created_at: p.createdAt.toUTC().toISO()!,
      updated_at: p.updatedAt?.toUTC().toISO() ?? null,
      buyer: {
        id: p.user.id,
        username: p.user.username,
        celsius_username: p.user.celsiusUsername,
      },
    }
  }
}
