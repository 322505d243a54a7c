import type { HttpContext } from '@adonisjs/core/http'
import BonusHuntTransformer from '#transformers/bonus_hunt_transformer'
import { currentHunt } from '#services/hunt/bonus_hunt'
import { guessOf } from '#services/hunt/guessing'

export default class BonusHuntController {
  /**
   * The live hunt, or the last finished one, and the visitor's own guess on it (null for
   * guests and before a guess). The page reloads these props every 10 s; each is computed
   * only when asked for, from one read of the hunt.
   */
  async show({ inertia, auth }: HttpContext) {
    let loaded: ReturnType<typeof currentHunt> | undefined
    const hunt = () => (loaded ??= currentHunt())
    return inertia.render('bonus_hunt', {
      hunt: async () => {
        const current = await hunt()
        return current ? BonusHuntTransformer.transform(current) : null
      },
      my_guess: async () => {
        const current = await hunt()
        return current && auth.user ? guessOf(current.id, auth.user.id) : null
      },
    })
  }
}
