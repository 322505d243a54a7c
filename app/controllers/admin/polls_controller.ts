import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { closePoll, openPoll } from '#services/polls/poll_admin'
import { publicPolls } from '#services/polls/public_polls'
import { newPollValidator } from '#validators/polls'
import { POLL_LIMITS } from '#shared/polls'

/** /admin/polls: open a poll, close it early (docs/product.md#polls) */
export default class PollsController {
  async show({ inertia }: HttpContext) {
    return inertia.render('admin/polls', {
      polls: await publicPolls(),
      now: DateTime.utc().toISO()!,
    })
  }

  async store({ request, auth, i18n }: HttpContext) {
    const input = await request.validateUsing(newPollValidator)
    return openPoll(i18n, auth.user!.id, {
      ...input,
      duration: input.duration ?? POLL_LIMITS.defaultDuration,
    })
  }

  async close({ params, auth, i18n }: HttpContext) {
    return closePoll(i18n, auth.user!.id, Number(params.id))
  }
}
