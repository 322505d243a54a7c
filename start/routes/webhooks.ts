/** Webhooks (signed by the sender; no session, no CSRF; limited per address before any signature work) */
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { throttle } from '#start/limiter'

router
  .post('/webhooks/kick', [controllers.webhooks.Kick, 'handle'])
  .as('webhooks.kick')
  .use(throttle.kickWebhook)

router
  .post('/webhooks/twitch', [controllers.webhooks.Twitch, 'handle'])
  .as('webhooks.twitch')
  .use(throttle.twitchWebhook)
