import AppCommand from './_app_command.js'

/**
 * Creates the streamer's EventSub subscriptions on Twitch (chat messages, subs, resub
 * messages, gifts, cheers, follows, stream online/offline, channel-points redemptions) through
 * Helix with the app token, lists them, and removes stale ones (revoked, failed, copies).
 * With TWITCH_CONVERT_POINTS and TWITCH_BROADCASTER_TOKEN it also creates the "Convert to site
 * points" channel-points reward. Run it after setting up the Twitch app, or when the admin
 * landing shows a revocation.
 */
export default class TwitchSubscribe extends AppCommand {
  static commandName = 'twitch:subscribe'
  static description = "Create, list and clean the Twitch channel's EventSub subscriptions"

  async run() {
    const { syncTwitchSubscriptions } = await import('#services/twitch/eventsub_subscriptions')
    const { TwitchApiError } = await import('#services/twitch/helix')
    const { ensureConvertReward } = await import('#services/twitch/points_conversion')
    try {
      const result = await syncTwitchSubscriptions()
      for (const sub of result.removed) {
        this.logger.info(`removed ${sub.type} (${sub.status}, ${sub.id})`)
      }
      for (const sub of result.kept) this.logger.info(`kept ${sub.type} (${sub.status}, ${sub.id})`)
      for (const sub of result.created) {
        this.logger.success(`subscribed to ${sub.type} (${sub.status}, ${sub.id})`)
      }
      const reward = await ensureConvertReward()
      if (reward) {
        const state = reward.created ? 'created' : 'kept'
        this.logger.info(
          `${state} channel-points reward "${reward.title}" (${reward.cost}, ${reward.id})`
        )
      }
    } catch (error) {
      if (!(error instanceof TwitchApiError)) throw error
      this.fail(error.message)
    }
  }
}
