import type { HttpContext } from '@adonisjs/core/http'
import { enterRaffleValidator } from '#validators/raffles'
import { enterRaffle } from '#services/raffles/entries'
import { RAFFLE_MESSAGES } from '#shared/raffles'

/** POST /api/raffles/:id/enter: the logged-in user buys tickets */
export default class RaffleEntriesController {
  async store({ auth, request, params, i18n }: HttpContext) {
    const { tickets } = await request.validateUsing(enterRaffleValidator)
    const entry = await enterRaffle(auth.getUserOrFail().id, Number(params.id), tickets)
    return { message: i18n.t(RAFFLE_MESSAGES.entered, { tickets }), entry }
  }
}
