import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import { landingCards } from '#shared/admin'

/**
 * The admin landing. A card links to its page only when that page is served; a card whose
 * page is not there shows 'Currently Unavailable' instead of leading to a 404.
 */
export default class DashboardController {
  async show({ inertia }: HttpContext) {
    const cards = landingCards((path) => router.match(path, 'GET', false) !== null)
    return inertia.render('admin/index', { cards })
  }
}
