import type { HttpContext } from '@adonisjs/core/http'
import { payoutStatusValidator } from '#validators/leaderboard'
import { PAYOUT_MESSAGES, setPayout } from '#services/leaderboards/board_record'

/** PUT /api/leaderboards/history/{id}/payouts/{rank}: a winner's payout status (audited) */
export default class LeaderboardPayoutsController {
  async update({ request, params, auth, i18n }: HttpContext) {
    const input = await request.validateUsing(payoutStatusValidator)
    const payout = await setPayout(auth.user!.id, Number(params.id), Number(params.rank), input)
    return { message: i18n.t(PAYOUT_MESSAGES.saved), payout }
  }
}
