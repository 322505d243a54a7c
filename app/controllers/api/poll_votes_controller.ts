import type { HttpContext } from '@adonisjs/core/http'
import { castVote } from '#services/polls/votes'
import { voteValidator } from '#validators/polls'
import { POLL_MESSAGES as M } from '#shared/polls'

export default class PollVotesController {
  /** POST /api/polls/:id/vote { option } */
  async store({ params, request, auth, i18n }: HttpContext) {
    const { option } = await request.validateUsing(voteValidator)
    const { label, vote } = await castVote(auth.user!.id, Number(params.id), option, 'site')
    return { message: i18n.t(M.voted, { option: label }), vote }
  }
}
