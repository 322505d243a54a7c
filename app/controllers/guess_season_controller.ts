import type { HttpContext } from '@adonisjs/core/http'
import { param, publicPage } from '#http_cache/public_pages'
import { SEASON_MONTH, guessSeasonBoard, seasonStart } from '#services/hunt/guess_season'
import { SEASON_POINTS_RULE } from '#shared/guessing'

/** ?month=YYYY-MM picks a month, anything else is the current one */
export const guessSeasonPage = publicPage(['hunt'], {
  month: param((raw) => (typeof raw === 'string' && SEASON_MONTH.test(raw) ? raw : undefined)),
})

/** /leaderboard/guessers: the guessing season board of a month */
export default class GuessSeasonController {
  async show(ctx: HttpContext) {
    const start = seasonStart(guessSeasonPage.params(ctx).month)
    return ctx.inertia.render('guess_season', {
      board: await guessSeasonBoard(start),
      previous: start.minus({ months: 1 }).toFormat('yyyy-MM'),
      rule: SEASON_POINTS_RULE,
    })
  }
}
