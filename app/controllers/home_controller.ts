import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { boardView } from '#services/leaderboards/public_board'
import BoardTransformer from '#transformers/board_transformer'
import { publicPage } from '#http_cache/public_pages'
import { upcomingSchedule } from '#services/schedule/schedule_views'

/** The home page (guests served from memory: app/http_cache/public_pages.ts) */
export const homePage = publicPage(['boards', 'schedule'])

export default class HomeController {
  /**
   * Hero, the next stream, signup bonuses, the celsius board teaser (prize, podium,
   * countdown), socials, FAQ.
   * `now` lets the countdown render the same on the server and in the browser's first pass.
   */
  async show({ inertia }: HttpContext) {
    const board = await boardView('celsius', { rows: 3, history: false })
    const now = DateTime.utc()
    const { timeZone, streams } = await upcomingSchedule(now)
    return inertia.render('home', {
      now: now.toISO()!,
      teaser: BoardTransformer.transform(board),
      nextStream: streams[0] ? { timeZone, stream: streams[0] } : null,
    })
  }
}
