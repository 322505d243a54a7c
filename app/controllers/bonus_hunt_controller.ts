import type { HttpContext } from '@adonisjs/core/http'
import BonusHuntTransformer from '#transformers/bonus_hunt_transformer'
import { currentHunt } from '#services/hunt/bonus_hunt'

export default class BonusHuntController {
  /** The live hunt, or the last finished one; the page reloads only this prop every 10 s */
  async show({ inertia }: HttpContext) {
    return inertia.render('bonus_hunt', {
      hunt: async () => {
        const hunt = await currentHunt()
        return hunt ? BonusHuntTransformer.transform(hunt) : null
      },
    })
  }
}
