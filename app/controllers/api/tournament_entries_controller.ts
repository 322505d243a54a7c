import type { HttpContext } from '@adonisjs/core/http'
import { joinTournament } from '#services/tournament/signup'
import { VIEWER_TOURNAMENT_MESSAGES } from '#shared/tournament_draw'

/** POST /api/tournaments/:id/join: the logged-in user signs up */
export default class TournamentEntriesController {
  async store({ auth, params, i18n }: HttpContext) {
    const entry = await joinTournament(auth.getUserOrFail().id, Number(params.id), 'site')
    return { message: i18n.t(VIEWER_TOURNAMENT_MESSAGES.joined), entry }
  }
}
