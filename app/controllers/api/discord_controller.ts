import type { HttpContext } from '@adonisjs/core/http'
import { startLink } from '#services/accounts/link_flow'
import { finishOAuth } from '#services/accounts/social_login'
import { unlinkAccount } from '#services/accounts/linked_accounts'

/** Linking the chat-community (Discord) account: /api/discord, the callback (linking and log-in), unlink */
export default class DiscordController {
  redirect(ctx: HttpContext) {
    return startLink(ctx, 'discord')
  }

  callback(ctx: HttpContext) {
    return finishOAuth(ctx, 'discord')
  }

  async unlink({ auth }: HttpContext) {
    await unlinkAccount(auth.getUserOrFail(), 'discord')
    return { message: 'success' }
  }
}
