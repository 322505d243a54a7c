import type { HttpContext } from '@adonisjs/core/http'
import { guessValidator } from '#validators/bonus_hunt'
import { GUESS_MESSAGES, placeGuess } from '#services/hunt/guessing'

/** POST /api/bonus-hunt/guess: the logged-in user's guess of the live hunt's final balance */
export default class HuntGuessesController {
  async store({ auth, request, i18n }: HttpContext) {
    const { amount } = await request.validateUsing(guessValidator)
    const guess = await placeGuess(auth.getUserOrFail().id, amount)
    return { message: i18n.t(GUESS_MESSAGES.saved), guess: { amount: guess.amount } }
  }
}
