import type { HttpContext } from '@adonisjs/core/http'
import { publicHunt } from '#services/hunt/bonus_hunt'
import { guessOf } from '#services/hunt/guessing'
import { publicSlotRequests } from '#services/slot_requests/queue'
import { param, publicPage } from '#http_cache/public_pages'
import { finishedHunt, finishedHunts, publicHuntStats } from '#services/hunt/hunt_history'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { HUNT_HISTORY_MESSAGES } from '#shared/hunt_stats'

export const bonusHuntPage = publicPage(['hunt'])

/** ?page= a page number (1 when absent or not a number; past the last: an empty page) */
export const pageParam = param((raw) => {
  const page = Number(raw)
  return Number.isSafeInteger(page) && page > 1 && page <= 10_000 ? page : undefined
})
export const huntHistoryPage = publicPage(['hunt'], { page: pageParam })
export const finishedHuntPage = publicPage(['hunt'])

export default class BonusHuntController {
  /**
   * The live hunt, or the last finished one (cached public data), and the visitor's own guess
   * on it (null for guests and before a guess). The page reloads these props every 10 s; each
   * is computed only when asked for.
   */
  async show({ inertia, auth }: HttpContext) {
    // one read of the hunt for both props, so they always resolve in the same order and an
    // unchanged answer keeps its ETag
    let loaded: ReturnType<typeof publicHunt> | undefined
    const hunt = () => (loaded ??= publicHunt())
    return inertia.render('bonus_hunt', {
      hunt,
      my_guess: async () => {
        const current = await hunt()
        return current && auth.user ? guessOf(current.id, auth.user.id) : null
      },
      requests: () => publicSlotRequests(),
      // the hunt's statistics, computed by the database (#services/hunt/hunt_stats)
      stats: async () => {
        const current = await hunt()
        return current ? publicHuntStats(current.id) : null
      },
    })
  }

  /** GET /bonus-hunt/history: the finished hunts, newest first, a page at a time */
  async history(ctx: HttpContext) {
    const page = huntHistoryPage.params(ctx).page ?? 1
    return ctx.inertia.render('bonus_hunt_history', { history: await finishedHunts(page) })
  }

  /** GET /bonus-hunt/:id: a finished hunt in full, read-only, every guess public, its record */
  async finished({ inertia, params }: HttpContext) {
    const kept = await finishedHunt(Number(params.id))
    if (!kept)
      throw new ActionRefusedException(ERROR_CODES.notFound, HUNT_HISTORY_MESSAGES.notFound)
    return inertia.render('bonus_hunt_finished', kept)
  }
}
