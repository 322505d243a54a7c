import AppCommand from './_app_command.js'

/**
 * (Re)creates the streamer's channel event subscriptions on Kick (chat messages, stream
 * status, subscriptions, gifted subs, Kicks, follows) through Kick's public API, with an app token (KICK_APP_TOKEN or the client
 * credentials). Run it after setting up the Kick app, or when webhooks stopped arriving.
 */
export default class KickSubscribe extends AppCommand {
  static commandName = 'kick:subscribe'
  static description = "(Re)create the Kick channel's event subscriptions (chat, stream, support)"

  async run() {
    const { resubscribeChannelEvents } = await import('#services/chat_points/kick_api')
    const { KickApiError } = await import('#services/chat_points/kick_client')
    try {
      const result = await resubscribeChannelEvents()
      this.logger.info(`removed ${result.removed} old subscription(s)`)
      for (const sub of result.created)
        this.logger.success(`subscribed to ${sub.event} (${sub.id})`)
    } catch (error) {
      if (!(error instanceof KickApiError)) throw error
      this.fail(error.message)
    }
  }
}
