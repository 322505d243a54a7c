import type { HttpContext } from '@adonisjs/core/http'
import BracketTransformer from '#transformers/bracket_transformer'
import { currentTournament } from '#services/tournament/tournament'

export default class TournamentController {
  async show({ inertia }: HttpContext) {
    const tournament = await currentTournament()
    return inertia.render('tournament', {
      tournament: tournament ? BracketTransformer.transform(tournament) : null,
    })
  }
}
