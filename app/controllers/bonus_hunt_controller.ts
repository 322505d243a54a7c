import type { HttpContext } from '@adonisjs/core/http'
import { publicHunt } from '#services/hunt/bonus_hunt'
import { guessOf } from '#services/hunt/guessing'

export default class BonusHuntController {
  /**
   * The live hunt, or the last finished one (cached public data), and the visitor's own guess
   * on it (null for guests and before a guess). The page reloads these props every 10 s; each
   * is computed only when asked for.
   */
  async show({ inertia, auth }: HttpContext) {
    return inertia.render('bonus_hunt', {
      hunt: () => publicHunt(),
      my_guess: async () => {
        const current = await publicHunt()
        return current && auth.user ? guessOf(current.id, auth.user.id) : null
      },
    })
  }
}
