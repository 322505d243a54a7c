import type { HttpContext } from '@adonisjs/core/http'
import { startLink } from '#services/accounts/link_flow'
import { finishOAuth } from '#services/accounts/social_login'
import { unlinkAccount } from '#services/accounts/linked_accounts'

/** Linking the streaming-platform (Kick) account: /api/kick/auth, its callback, status, unlink */
export default class KickController {
  redirect(ctx: HttpContext) {
    return startLink(ctx, 'kick')
  }

  callback(ctx: HttpContext) {
    return finishOAuth(ctx, 'kick')
  }

  /** GET /api/kick/user-connection */
  connection({ auth }: HttpContext) {
    const user = auth.getUserOrFail()
    return { connected: user.kickId !== null, kick_name: user.kickUsername }
  }

  async unlink({ auth }: HttpContext) {
    await unlinkAccount(auth.getUserOrFail(), 'kick')
    return { message: 'success' }
  }
}
