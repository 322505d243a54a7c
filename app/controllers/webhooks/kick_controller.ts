import type { HttpContext } from '@adonisjs/core/http'
import { receiveKickWebhook } from '#services/chat_points/kick_webhook'

export default class KickWebhookController {
  /** Kick's webhooks (app/services/chat_points/kick_webhook.ts): signed, validated, once */
  async handle({ request, response }: HttpContext) {
    const { status, ...body } = await receiveKickWebhook({
      body: request.raw() ?? '',
      messageId: request.header('kick-event-message-id'),
      timestamp: request.header('kick-event-message-timestamp'),
      signature: request.header('kick-event-signature'),
      type: request.header('kick-event-type'),
    })
    return response.status(status).send(body)
  }
}
