import type { HttpContext } from '@adonisjs/core/http'
import Product from '#models/product'
import ProductTransformer from '#transformers/product_transformer'

export default class StoreController {
  async show({ inertia }: HttpContext) {
    const products = await Product.query()
      .withScopes((s) => s.listed())
      .orderBy('price', 'desc')
    return inertia.render('store', { products: ProductTransformer.transform(products) })
  }
}
