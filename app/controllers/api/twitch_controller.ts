import type { HttpContext } from '@adonisjs/core/http'
import { startLink } from '#services/accounts/link_flow'
import { finishOAuth } from '#services/accounts/social_login'
import { unlinkAccount } from '#services/accounts/linked_accounts'

/** Linking the Twitch account: /api/twitch/auth, its callback (linking and log-in), unlink */
export default class TwitchController {
  redirect(ctx: HttpContext) {
    return startLink(ctx, 'twitch')
  }

  callback(ctx: HttpContext) {
    return finishOAuth(ctx, 'twitch')
  }

  async unlink({ auth }: HttpContext) {
    await unlinkAccount(auth.getUserOrFail(), 'twitch')
    return { message: 'success' }
  }
}
