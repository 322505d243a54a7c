import type { HttpContext } from '@adonisjs/core/http'
import { historyRecord } from '#services/leaderboards/board_record'

/** GET /api/leaderboards/history/{id}: a past period's frozen board, its SHA-256 and payouts */
export default class LeaderboardHistoryController {
  async show({ params }: HttpContext) {
    return historyRecord(Number(params.id))
  }
}
