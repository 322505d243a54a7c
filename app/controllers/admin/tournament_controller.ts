import type { HttpContext } from '@adonisjs/core/http'
import BracketTransformer from '#transformers/bracket_transformer'
import { adminViewerTournaments } from '#services/tournament/public_tournaments'
import { markWinnerValidator, saveEntrantsValidator } from '#validators/tournament'
import {
  currentTournament,
  markBracketWinner,
  resetBracket,
  saveEntrants,
  TOURNAMENT_MESSAGES,
} from '#services/tournament/tournament'

/** /admin/tournament and its JSON calls; each answers the message and the bracket as it now is */
export default class TournamentController {
  async show({ inertia }: HttpContext) {
    return inertia.render('admin/tournament', {
      tournament: BracketTransformer.transform(await currentTournament()),
      viewer: await adminViewerTournaments(),
    })
  }

  private async answer(message: string) {
    const tournament = await currentTournament()
    return {
      message,
      tournament: tournament ? new BracketTransformer(tournament).toObject() : null,
    }
  }

  async entrants({ request, auth, i18n }: HttpContext) {
    await saveEntrants(auth.user!.id, await request.validateUsing(saveEntrantsValidator))
    return this.answer(i18n.t(TOURNAMENT_MESSAGES.saved))
  }

  async winner({ request, auth, i18n }: HttpContext) {
    const { slot } = await request.validateUsing(markWinnerValidator)
    const username = await markBracketWinner(auth.user!.id, slot)
    return this.answer(i18n.t(TOURNAMENT_MESSAGES.winner, { username }))
  }

  async reset({ auth, i18n }: HttpContext) {
    await resetBracket(auth.user!.id)
    return this.answer(i18n.t(TOURNAMENT_MESSAGES.reset))
  }
}
