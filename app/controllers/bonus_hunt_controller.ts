import type { HttpContext } from '@adonisjs/core/http'
import { publicHunt } from '#services/hunt/bonus_hunt'
import { guessOf } from '#services/hunt/guessing'
import { publicSlotRequests } from '#services/slot_requests/queue'
import { publicPage } from '#http_cache/public_pages'

export const bonusHuntPage = publicPage(['hunt'])

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
    })
  }
}
