import type { HttpContext } from '@adonisjs/core/http'
import { publicTournament } from '#services/tournament/tournament'
import { publicPage } from '#http_cache/public_pages'

export const tournamentPage = publicPage(['tournament'])

export default class TournamentController {
  async show({ inertia }: HttpContext) {
    return inertia.render('tournament', { tournament: await publicTournament() })
  }
}
