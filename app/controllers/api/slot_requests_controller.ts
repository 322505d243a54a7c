import type { HttpContext } from '@adonisjs/core/http'
import { slotRequestValidator } from '#validators/slot_requests'
import { requestSlot } from '#services/slot_requests/slot_requests'

/** POST /api/slot-requests: the logged-in viewer requests a slot (or votes for it) */
export default class SlotRequestsController {
  async store({ auth, request, i18n }: HttpContext) {
    const { slot } = await request.validateUsing(slotRequestValidator)
    const outcome = await requestSlot(auth.getUserOrFail().id, slot)
    return { ...outcome, message: i18n.t(outcome.message.key, outcome.message.values) }
  }
}
