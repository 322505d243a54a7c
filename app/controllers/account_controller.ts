import type { HttpContext } from '@adonisjs/core/http'
import { pushSettings } from '#services/push/subscriptions'

export default class AccountController {
  /** /account: the profile dialog as a page for logged-in users, and the push bell's settings */
  async show({ auth, inertia }: HttpContext) {
    return inertia.render('account', { push: await pushSettings(auth.getUserOrFail().id) })
  }
}
