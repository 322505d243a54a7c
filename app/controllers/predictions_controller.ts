import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { publicPage } from '#http_cache/public_pages'
import { ownStakes, publicPredictions } from '#services/predictions/public_predictions'

export const predictionsPage = publicPage(['predictions'])

export default class PredictionsController {
  /**
   * /predictions: the open predictions and the last settled ones; a signed-in viewer's own
   * stakes come as `mine` (a prop of its own, reloaded apart after a live change)
   */
  async show({ inertia, auth }: HttpContext) {
    const predictions = await publicPredictions()
    return inertia.render('predictions', {
      now: DateTime.utc().toISO()!,
      predictions,
      mine: auth.user
        ? await ownStakes(
            auth.user.id,
            predictions.map((prediction) => prediction.id)
          )
        : [],
    })
  }
}
