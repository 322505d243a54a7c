import type { HttpContext } from '@adonisjs/core/http'
import Tournament from '#models/tournament'
import BracketTransformer from '#transformers/bracket_transformer'

export default class TournamentController {
  async show({ inertia }: HttpContext) {
    const tournament = await Tournament.query()
      .where('active', true)
      .preload('slots')
      .orderBy('id', 'desc')
      .first()
    return inertia.render('tournament', {
      tournament: tournament ? BracketTransformer.transform(tournament) : null,
    })
  }
}
