/**
 * OBS overlays. (Live updates are answered ahead of the router: GET /__transmit/events in
 * app/infra/live/streams.ts, wired in bin/server.ts.)
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'
import { OVERLAY_BOARDS, OVERLAYS_PATH } from '#shared/overlays'

/*
|--------------------------------------------------------------------------
| OBS overlays (transparent pages for a streaming tool's browser source)
|--------------------------------------------------------------------------
*/
const overlayBoard = { match: new RegExp(`^(${OVERLAY_BOARDS.join('|')})$`) }
router
  .group(() => {
    router.get('/hunt', [controllers.Overlays, 'hunt']).as('hunt')
    router.get('/hunt-stats', [controllers.Overlays, 'huntStats']).as('hunt_stats')
    router.get('/slot', [controllers.Overlays, 'slot']).as('slot')
    router.get('/bracket', [controllers.Overlays, 'bracket']).as('bracket')
    router.get('/vault', [controllers.Overlays, 'vault']).as('vault')
    router.get('/requests', [controllers.Overlays, 'requests']).as('requests')
    router.get('/raffle', [controllers.Overlays, 'raffle']).as('raffle')
    router.get('/prediction', [controllers.Overlays, 'prediction']).as('prediction')
    router.get('/poll', [controllers.Overlays, 'poll']).as('poll')
    router
      .get('/leaderboard/:provider', [controllers.Overlays, 'leaderboard'])
      .where('provider', overlayBoard)
      .as('leaderboard')
  })
  .prefix(OVERLAYS_PATH)
  .as('overlays')
  .use(middleware.framable())
