import type { HttpContext } from '@adonisjs/core/http'
import BonusHunt from '#models/bonus_hunt'
import BonusHuntTransformer from '#transformers/bonus_hunt_transformer'

export default class BonusHuntController {
  /** The live hunt, or the last finished one; the page reloads only this prop every 10 s */
  async show({ inertia }: HttpContext) {
    return inertia.render('bonus_hunt', {
      hunt: async () => {
        const hunt = await BonusHunt.query()
          .preload('slots')
          .orderByRaw("case when status = 'live' then 0 else 1 end")
          .orderBy('id', 'desc')
          .first()
        return hunt ? BonusHuntTransformer.transform(hunt) : null
      },
    })
  }
}
