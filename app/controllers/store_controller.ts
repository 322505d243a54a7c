import type { HttpContext } from '@adonisjs/core/http'
import { publicProducts } from '#services/shop/product_catalog'

export default class StoreController {
  async show({ inertia }: HttpContext) {
    return inertia.render('store', { products: await publicProducts() })
  }
}
