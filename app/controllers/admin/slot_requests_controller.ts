import type { HttpContext } from '@adonisjs/core/http'
import {
  slotRequestAcceptValidator,
  slotRequestQueueValidator,
  slotRequestsOpenValidator,
} from '#validators/slot_requests'
import {
  acceptSlotRequest,
  clearSlotRequests,
  rejectSlotRequest,
} from '#services/slot_requests/request_admin'
import { setSlotRequestsOpen, slotRequestSettings } from '#services/slot_requests/settings'
import { openSlotRequests } from '#services/slot_requests/queue'
import { currentHunt } from '#services/hunt/bonus_hunt'
import { SLOT_REQUEST_DEFAULTS } from '#shared/slot_requests'

/** /admin/slot-requests and its JSON calls; each answers the message and the queue as it now is */
export default class SlotRequestsController {
  private async state(order: 'oldest' | 'votes' = 'oldest') {
    const hunt = await currentHunt()
    return {
      settings: await slotRequestSettings(),
      requests: await openSlotRequests(order),
      live_hunt: hunt?.status === 'live' ? { id: hunt.id, title: hunt.title } : null,
    }
  }

  async show({ inertia, request }: HttpContext) {
    const { order = 'oldest' } = await request.validateUsing(slotRequestQueueValidator, {
      data: request.qs(),
    })
    return inertia.render('admin/slot_requests', { order, ...(await this.state(order)) })
  }

  async open({ request, auth, i18n }: HttpContext) {
    const input = await request.validateUsing(slotRequestsOpenValidator)
    const message = await setSlotRequestsOpen(auth.user!.id, {
      open: input.open,
      cost: input.cost ?? SLOT_REQUEST_DEFAULTS.cost,
      per_user: input.per_user ?? SLOT_REQUEST_DEFAULTS.perUser,
    })
    return { message: i18n.t(message.key, message.values), ...(await this.state()) }
  }

  async accept({ request, params, auth, i18n }: HttpContext) {
    const { bet_size: betSize } = await request.validateUsing(slotRequestAcceptValidator)
    const message = await acceptSlotRequest(auth.user!.id, Number(params.id), betSize)
    return { message: i18n.t(message.key, message.values), ...(await this.state()) }
  }

  async reject({ params, auth, i18n }: HttpContext) {
    const message = await rejectSlotRequest(auth.user!.id, Number(params.id))
    return { message: i18n.t(message.key, message.values), ...(await this.state()) }
  }

  async clear({ auth, i18n }: HttpContext) {
    const message = await clearSlotRequests(auth.user!.id)
    return { message: i18n.t(message.key, message.values), ...(await this.state()) }
  }
}
