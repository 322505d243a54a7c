import type { HttpContext } from '@adonisjs/core/http'
import { receiveTwitchWebhook } from '#services/twitch/eventsub_webhook'

export default class TwitchWebhookController {
  /** Twitch's EventSub webhooks (app/services/twitch/eventsub_webhook.ts): signed, fresh, once */
  async handle({ request, response }: HttpContext) {
    const outcome = await receiveTwitchWebhook({
      body: request.raw() ?? '',
      messageId: request.header('twitch-eventsub-message-id'),
      timestamp: request.header('twitch-eventsub-message-timestamp'),
      signature: request.header('twitch-eventsub-message-signature'),
      messageType: request.header('twitch-eventsub-message-type'),
    })
    if ('text' in outcome) {
      return response.status(outcome.status).header('Content-Type', 'text/plain').send(outcome.text)
    }
    const { status, ...body } = outcome
    return response.status(status).send(body)
  }
}
