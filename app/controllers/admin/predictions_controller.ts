import type { HttpContext } from '@adonisjs/core/http'
import {
  lockPrediction,
  openPrediction,
  settlePrediction,
} from '#services/predictions/prediction_admin'
import { publicPredictions } from '#services/predictions/public_predictions'
import { newPredictionValidator, resolvePredictionValidator } from '#validators/predictions'
import { PREDICTION_LIMITS } from '#shared/predictions'

/** /admin/predictions: open, lock, resolve or cancel predictions (docs/product.md#predictions) */
export default class PredictionsController {
  async show({ inertia }: HttpContext) {
    return inertia.render('admin/predictions', { predictions: await publicPredictions() })
  }

  async store({ request, auth, i18n }: HttpContext) {
    const input = await request.validateUsing(newPredictionValidator)
    return openPrediction(i18n, auth.user!.id, {
      ...input,
      min_stake: input.min_stake ?? PREDICTION_LIMITS.defaultStake.min,
      max_stake: input.max_stake ?? PREDICTION_LIMITS.defaultStake.max,
    })
  }

  async lock({ params, auth, i18n }: HttpContext) {
    return lockPrediction(i18n, auth.user!.id, Number(params.id))
  }

  /** Needs a fresh confirmation (the route's `confirmed` middleware): points move */
  async resolve({ params, request, auth, i18n }: HttpContext) {
    const { outcome } = await request.validateUsing(resolvePredictionValidator)
    return settlePrediction(i18n, auth.user!.id, Number(params.id), outcome)
  }

  /** Needs a fresh confirmation too: every stake is refunded */
  async cancel({ params, auth, i18n }: HttpContext) {
    return settlePrediction(i18n, auth.user!.id, Number(params.id), null)
  }
}
