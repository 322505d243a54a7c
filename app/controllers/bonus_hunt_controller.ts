import type { HttpContext } from '@adonisjs/core/http'
import { publicHunt } from '#services/hunt/bonus_hunt'

export default class BonusHuntController {
  /** The live hunt, or the last finished one; the page reloads only this prop every 10 s */
  async show({ inertia }: HttpContext) {
    return inertia.render('bonus_hunt', { hunt: () => publicHunt() })
  }
}
