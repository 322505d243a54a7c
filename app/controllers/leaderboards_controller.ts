import type { HttpContext } from '@adonisjs/core/http'
import { loadPublicBoards } from '#services/leaderboard_board'
import BoardTransformer from '#transformers/board_transformer'
import { PROVIDERS, type Provider } from '#shared/constants'

export default class LeaderboardsController {
  /** All four boards at once, so switching tabs needs no round trip; ?l= picks the first shown */
  async show({ inertia, request }: HttpContext) {
    const requested = request.qs().l
    const initial: Provider = PROVIDERS.includes(requested) ? requested : PROVIDERS[0]
    const boards = await loadPublicBoards()
    return inertia.render('leaderboard', { initial, boards: BoardTransformer.transform(boards) })
  }
}
