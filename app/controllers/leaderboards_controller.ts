import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { boardView } from '#services/leaderboards/public_board'
import BoardTransformer from '#transformers/board_transformer'
import { BOARDS, POINTS_BOARD, isBoard, type Board } from '#shared/leaderboards'
import { param, publicPage } from '#http_cache/public_pages'

/** ?l= a board, anything else is the first board */
export const leaderboardPage = publicPage(['boards'], {
  l: param((raw) => (isBoard(raw) ? raw : undefined)),
})
export const pointsBoardPage = publicPage(['boards'])

export default class LeaderboardsController {
  /**
   * The board ?l= picks (the first when unknown), with its podium, first table rows and history
   * summaries; a tab asks for another board by a partial reload of `board` with its ?l=.
   */
  async show(ctx: HttpContext) {
    return this.render(ctx.inertia, leaderboardPage.params(ctx).l ?? BOARDS[0])
  }

  /** GET /leaderboard/points: the same page opened on the points race's tab */
  async points({ inertia }: HttpContext) {
    return this.render(inertia, POINTS_BOARD)
  }

  /** `now` lets the countdowns render the same on the server and in the browser's first pass */
  private async render(inertia: HttpContext['inertia'], initial: Board) {
    return inertia.render('leaderboard', {
      initial,
      now: DateTime.utc().toISO()!,
      board: BoardTransformer.transform(await boardView(initial)),
    })
  }
}
