import type { HttpContext } from '@adonisjs/core/http'
import { finishLink, startLink } from '#services/accounts/link_flow'
import { unlinkAccount } from '#services/accounts/linked_accounts'

/** Linking the chat-community (Discord) account: /api/discord, its callback, unlink */
export default class DiscordController {
  redirect(ctx: HttpContext) {
    return startLink(ctx, 'discord')
  }

  callback(ctx: HttpContext) {
    return finishLink(ctx, 'discord')
  }

  async unlink({ auth }: HttpContext) {
    await unlinkAccount(auth.getUserOrFail(), 'discord')
    return { message: 'success' }
  }
}
