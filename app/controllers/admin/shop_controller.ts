import type { HttpContext } from '@adonisjs/core/http'
import Product from '#models/product'
import ProductTransformer from '#transformers/product_transformer'

export default class ShopController {
  async show({ inertia }: HttpContext) {
    const products = await Product.query()
      .withScopes((s) => s.listed())
      .orderBy('id', 'asc')
    return inertia.render('admin/shop', { products: ProductTransformer.transform(products) })
  }
}
