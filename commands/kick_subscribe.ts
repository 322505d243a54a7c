import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * (Re)creates the streamer's channel event subscriptions on Kick (chat messages, stream
 * status) through Kick's public API, with an app token (KICK_APP_TOKEN or the client
 * credentials). Run it after setting up the Kick app, or when webhooks stopped arriving.
 */
export default class KickSubscribe extends BaseCommand {
  static commandName = 'kick:subscribe'
  static description = "(Re)create the Kick channel's event subscriptions (chat, stream status)"
  static options: CommandOptions = { startApp: true }

  async run() {
    const { KickApiError, resubscribeChannelEvents } =
      await import('#services/chat_points/kick_api')
    try {
      const result = await resubscribeChannelEvents()
      this.logger.info(`removed ${result.removed} old subscription(s)`)
      for (const sub of result.created)
        this.logger.success(`subscribed to ${sub.event} (${sub.id})`)
    } catch (error) {
      if (!(error instanceof KickApiError)) throw error
      this.logger.error(error.message)
      this.exitCode = 1
    }
  }
}
