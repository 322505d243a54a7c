import type { HttpContext } from '@adonisjs/core/http'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { boardEntries, boardHistoryItem } from '#services/leaderboards/public_board'
import { knownBoard } from '#services/leaderboards/settings'
import { boardEntriesValidator } from '#validators/leaderboard'

/** The public board's JSON, loaded on demand: further table rows and a past competition */
export default class LeaderboardPagesController {
  /** GET /api/leaderboards/:provider/entries?offset=&limit= (Show More) */
  async entries({ params, request }: HttpContext) {
    const provider = knownBoard(params.provider)
    const { offset, limit } = await request.validateUsing(boardEntriesValidator)
    return boardEntries(provider, offset, limit)
  }

  /** GET /api/leaderboards/:provider/history/:id (the winners dialog) */
  async history({ params }: HttpContext) {
    const provider = knownBoard(params.provider)
    const item = await boardHistoryItem(provider, Number(params.id))
    if (!item) {
      throw new ActionRefusedException(ERROR_CODES.notFound, 'errors.leaderboard_history_not_found')
    }
    return item
  }
}
