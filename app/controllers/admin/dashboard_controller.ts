import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import { kickWebhooksConfigured } from '#services/chat_points/kick_webhook'
import { kickHealth } from '#services/chat_points/kick_health'
import { twitchWebhooksConfigured } from '#config/twitch'
import { waitingVaultDraw } from '#services/vault/vault_admin'

/**
 * The admin landing. It tells the page which admin pages this server serves, so a card whose
 * page is not there shows 'Currently Unavailable' instead of leading to a 404, whether
 * Kick's webhooks can count chat (until they can, chat earns no points), and Kick's health:
 * the last webhook, whether the stream is live, and whether chat went silent while live (the
 * same for Twitch, with its last revocation); and a
 * vault draw waiting for its beacon round.
 */
export default class DashboardController {
  async show({ inertia }: HttpContext) {
    const servedPages = Object.values(router.toJSON())
      .flat()
      .filter((route) => route.methods.includes('GET') && route.pattern.startsWith('/admin/'))
      .map((route) => route.pattern)
    return inertia.render('admin/index', {
      servedPages,
      kickWebhooksConfigured: kickWebhooksConfigured(),
      kickHealth: await kickHealth(),
      twitchWebhooksConfigured: twitchWebhooksConfigured(),
      twitchHealth: await kickHealth(undefined, 'twitch'),
      vaultDraw: await waitingVaultDraw(),
    })
  }
}
