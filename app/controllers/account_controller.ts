import type { HttpContext } from '@adonisjs/core/http'

export default class AccountController {
  /** /account: the profile dialog as a page for logged-in users */
  async show({ inertia }: HttpContext) {
    return inertia.render('account', {})
  }
}
