import type { HttpContext } from '@adonisjs/core/http'
import { placeStake } from '#services/predictions/stakes'
import { stakeValidator } from '#validators/predictions'

export default class PredictionStakesController {
  /** POST /api/predictions/:id/stake { outcome, amount } */
  async store({ params, request, auth, i18n }: HttpContext) {
    const input = await request.validateUsing(stakeValidator)
    return placeStake(i18n, auth.user!.id, Number(params.id), input)
  }
}
