import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { publicPage } from '#http_cache/public_pages'
import { ownVotes, publicPolls } from '#services/polls/public_polls'

export const pollsPage = publicPage(['polls'])

export default class PollsController {
  /**
   * /polls: the open poll and the recent results; a signed-in viewer's own votes come as
   * `mine` (a prop of its own, reloaded apart after a live change)
   */
  async show({ inertia, auth }: HttpContext) {
    const polls = await publicPolls()
    return inertia.render('polls', {
      now: DateTime.utc().toISO()!,
      polls,
      mine: auth.user
        ? await ownVotes(
            auth.user.id,
            polls.map((poll) => poll.id)
          )
        : [],
    })
  }
}
