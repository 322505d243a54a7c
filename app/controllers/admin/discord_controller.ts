import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { discordSettingsValidator } from '#validators/discord'
import { saveDiscordSettings } from '#services/discord/webhook_settings'
import { queueTestPost } from '#services/discord/announcements'
import { deliverAnnouncement } from '#services/discord/delivery'
import { discordPageState } from '#services/discord/announcement_log'
import { DISCORD_MESSAGES } from '#shared/discord_announcements'
import { roleSyncPageProps } from '#services/discord/bot_health'

/** /admin/discord: announcements through webhooks and the bot's role sync (docs/product.md) */
export default class DiscordController {
  async show({ inertia }: HttpContext) {
    const [announcements, roleSync] = await Promise.all([discordPageState(), roleSyncPageProps()])
    return inertia.render('admin/discord', { ...announcements, roleSync })
  }

  async update({ request, auth, i18n }: HttpContext) {
    const input = await request.validateUsing(discordSettingsValidator)
    const message = await saveDiscordSettings(auth.user!.id, input)
    return { message: i18n.t(message), ...(await discordPageState()) }
  }

  /**
   * Queues a sample post; it is tried right after the answer (the worker's delivery code,
   * through the outbound helper), and the worker retries it like any other
   */
  async test({ params, auth, i18n }: HttpContext) {
    const id = await queueTestPost(auth.user!.id, Number(params.id))
    setImmediate(() => {
      deliverAnnouncement(id).catch((error) => logger.warn({ err: error }, 'discord test post'))
    })
    return { message: i18n.t(DISCORD_MESSAGES.testQueued), ...(await discordPageState()) }
  }
}
