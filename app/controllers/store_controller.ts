import type { HttpContext } from '@adonisjs/core/http'
import { publicProducts } from '#services/shop/product_catalog'
import { publicPage } from '#http_cache/public_pages'

export const storePage = publicPage(['store'])

export default class StoreController {
  async show({ inertia }: HttpContext) {
    return inertia.render('store', { products: await publicProducts() })
  }
}
