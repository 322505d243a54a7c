import type { HttpContext } from '@adonisjs/core/http'
import { loadPublicBoard } from '#services/leaderboard_board'
import BoardTransformer from '#transformers/board_transformer'

export default class HomeController {
  /** Hero, signup bonuses, the celsius board teaser (prize, podium, countdown), socials, FAQ */
  async show({ inertia }: HttpContext) {
    const board = await loadPublicBoard('celsius')
    return inertia.render('home', {
      teaser: BoardTransformer.transform({
        ...board,
        leaderboard: board.leaderboard.slice(0, 3),
        history: [],
      }),
    })
  }
}
