import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { loadPublicBoard } from '#services/leaderboards/public_board'
import BoardTransformer from '#transformers/board_transformer'

export default class HomeController {
  /**
   * Hero, signup bonuses, the celsius board teaser (prize, podium, countdown), socials, FAQ.
   * `now` lets the countdown render the same on the server and in the browser's first pass.
   */
  async show({ inertia }: HttpContext) {
    const now = DateTime.utc()
    const board = await loadPublicBoard('celsius', now, { entries: 3, history: 0 })
    return inertia.render('home', { now: now.toISO()!, teaser: BoardTransformer.transform(board) })
  }
}
