/** OBS overlays and the live updates channel (public, read-only) */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'
import { OVERLAY_BOARDS } from '#shared/overlays'

/*
|--------------------------------------------------------------------------
| OBS overlays (transparent pages for a streaming tool's browser source)
|--------------------------------------------------------------------------
*/
const overlayBoard = { match: new RegExp(`^(${OVERLAY_BOARDS.join('|')})$`) }
router
  .group(() => {
    router.get('/hunt', [controllers.Overlays, 'hunt']).as('hunt')
    router.get('/bracket', [controllers.Overlays, 'bracket']).as('bracket')
    router.get('/vault', [controllers.Overlays, 'vault']).as('vault')
    router.get('/raffle', [controllers.Overlays, 'raffle']).as('raffle')
    router
      .get('/leaderboard/:provider', [controllers.Overlays, 'leaderboard'])
      .where('provider', overlayBoard)
      .as('leaderboard')
  })
  .prefix('/overlays')
  .as('overlays')
  .use(middleware.framable())

/*
|--------------------------------------------------------------------------
| Live updates (Server-Sent Events; public read-only channels, see app/services/live/)
|--------------------------------------------------------------------------
*/
router
  .group(() => {
    router.get('/events', [controllers.Live, 'events']).as('events')
    router.post('/subscribe', [controllers.Live, 'subscribe']).as('subscribe')
    router.post('/unsubscribe', [controllers.Live, 'unsubscribe']).as('unsubscribe')
  })
  .prefix('/__transmit')
  .as('live')
