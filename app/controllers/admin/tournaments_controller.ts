import type { HttpContext } from '@adonisjs/core/http'
import {
  createTournamentValidator,
  matchPayoutValidator,
  matchWinnerValidator,
} from '#validators/viewer_tournaments'
import { cancelTournament, closeSignup, createTournament } from '#services/tournament/signup'
import { seedTournament } from '#services/tournament/seeding'
import { markMatchWinner, recordMatchPayout } from '#services/tournament/matches'
import { tournamentRecord } from '#services/tournament/public_tournaments'
import { pointsAuthority } from '#services/points/points_authority'
import { VIEWER_TOURNAMENT_MESSAGES as M } from '#shared/tournament_draw'
import { TOURNAMENT_MESSAGES } from '#services/tournament/tournament'

/**
 * Viewer tournaments' admin calls (/api/admin/tournaments, each audited by its service): each
 * answers the message and the tournament's public record as it now is
 */
export default class TournamentsController {
  private async answer(message: string, id: number, extra: object = {}) {
    return { message, ...(await tournamentRecord(id)), ...extra }
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createTournamentValidator)
    const id = await createTournament(ctx.auth.user!.id, input, await pointsAuthority(ctx))
    return this.answer(ctx.i18n.t(M.created), id)
  }

  async close({ auth, params, i18n }: HttpContext) {
    const closed = await closeSignup(auth.user!.id, Number(params.id))
    return this.answer(i18n.t(M.closed), closed.id)
  }

  async seed({ auth, params, i18n }: HttpContext) {
    const { id } = await seedTournament(auth.user!.id, Number(params.id))
    return this.answer(i18n.t(M.seeded), id)
  }

  async cancel({ auth, params, i18n }: HttpContext) {
    const id = await cancelTournament(auth.user!.id, Number(params.id))
    return this.answer(i18n.t(M.cancelled), id)
  }

  async winner({ auth, params, request, i18n }: HttpContext) {
    const { slot } = await request.validateUsing(matchWinnerValidator)
    const id = Number(params.id)
    const username = await markMatchWinner(auth.user!.id, id, slot)
    return this.answer(i18n.t(TOURNAMENT_MESSAGES.winner, { username }), id)
  }

  async payout({ auth, params, request, i18n }: HttpContext) {
    const input = await request.validateUsing(matchPayoutValidator)
    const id = Number(params.id)
    const advanced = await recordMatchPayout(auth.user!.id, id, input)
    const message = advanced
      ? i18n.t(TOURNAMENT_MESSAGES.winner, { username: advanced })
      : i18n.t(M.payoutSaved)
    return this.answer(message, id, { advanced })
  }
}
