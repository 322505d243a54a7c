/** Webhooks (signed by the sender; no session, no CSRF) */
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'

router.post('/webhooks/kick', [controllers.webhooks.Kick, 'handle']).as('webhooks.kick')
