import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { loadPublicBoards } from '#services/leaderboards/public_board'
import BoardTransformer from '#transformers/board_transformer'
import { PROVIDERS, type Provider } from '#shared/leaderboards'

export default class LeaderboardsController {
  /**
   * All four boards at once, so switching tabs needs no round trip; ?l= picks the first shown.
   * `now` lets the countdowns render the same on the server and in the browser's first pass.
   */
  async show({ inertia, request }: HttpContext) {
    const requested = request.qs().l
    const initial: Provider = PROVIDERS.includes(requested) ? requested : PROVIDERS[0]
    const now = DateTime.utc()
    const boards = await loadPublicBoards(now)
    return inertia.render('leaderboard', {
      initial,
      now: now.toISO()!,
      boards: BoardTransformer.transform(boards),
    })
  }
}
