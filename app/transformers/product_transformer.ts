import type Product from '#models/product'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A product as the shop and the admin table show it */
export default class ProductTransformer extends BaseTransformer<Product> {
  toObject() {
    const p = this.resource
    return {
      id: p.id,
      name: p.name,
      description: p.description,
      image: p.image,
      price: p.price,
      stock: p.stock,
    }
  }
}
