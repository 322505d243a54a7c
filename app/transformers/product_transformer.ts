import type Product from '#models/product'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A product as the shop and the admin table show it */
export default class ProductTransformer extends BaseTransformer<Product> {
  toObject() {
    return {
      ...this.pick(this.resource, ['id', 'name', 'description', 'image', 'price', 'stock']),
      /** only channel subscribers (Kick) may buy it */
      subscribers_only: Boolean(this.resource.subscribersOnly),
    }
  }
}
