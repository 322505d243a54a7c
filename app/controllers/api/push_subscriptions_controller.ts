import type { HttpContext } from '@adonisjs/core/http'
import { subscribe, unsubscribe, updateTopics } from '#services/push/subscriptions'
import {
  pushSubscribeValidator,
  pushTopicsValidator,
  pushUnsubscribeValidator,
} from '#validators/push'
import { PUSH_MESSAGES as M } from '#shared/push'

/** My Account's push bell (docs/product.md, "Push notifications") */
export default class PushSubscriptionsController {
  /** POST /api/account/push/subscribe: { endpoint, keys: { p256dh, auth }, topics? } */
  async subscribe({ auth, request, i18n }: HttpContext) {
    const input = await request.validateUsing(pushSubscribeValidator)
    const topics = await subscribe(auth.getUserOrFail().id, input)
    return { message: i18n.t(M.subscribed), topics }
  }

  /** POST /api/account/push/topics: { endpoint, topics } */
  async topics({ auth, request, i18n }: HttpContext) {
    const { endpoint, topics } = await request.validateUsing(pushTopicsValidator)
    const saved = await updateTopics(auth.getUserOrFail().id, endpoint, topics)
    return { message: i18n.t(M.topicsSaved), topics: saved }
  }

  /** POST /api/account/push/unsubscribe: { endpoint } or { all: true } */
  async unsubscribe({ auth, request, i18n }: HttpContext) {
    const target = await request.validateUsing(pushUnsubscribeValidator)
    const removed = await unsubscribe(auth.getUserOrFail().id, target)
    return { message: i18n.t(M.unsubscribed), removed }
  }
}
