import type { HttpContext } from '@adonisjs/core/http'
import { publicTournament } from '#services/tournament/tournament'

export default class TournamentController {
  async show({ inertia }: HttpContext) {
    return inertia.render('tournament', { tournament: await publicTournament() })
  }
}
