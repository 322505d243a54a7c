import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { boardView } from '#services/leaderboards/public_board'
import BoardTransformer from '#transformers/board_transformer'
import { PROVIDERS, type Provider } from '#shared/leaderboards'

export default class LeaderboardsController {
  /**
   * The board ?l= picks (the first when unknown), with its podium, first table rows and history
   * summaries; a tab asks for another board by a partial reload of `board` with its ?l=.
   * `now` lets the countdowns render the same on the server and in the browser's first pass.
   */
  async show({ inertia, request }: HttpContext) {
    const requested = request.qs().l
    const initial: Provider = PROVIDERS.includes(requested) ? requested : PROVIDERS[0]
    return inertia.render('leaderboard', {
      initial,
      now: DateTime.utc().toISO()!,
      board: BoardTransformer.transform(await boardView(initial)),
    })
  }
}
