/** Admin pages: every one sits in this group, behind the admin gate */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

router
  .group(() => {
    router.get('/', [controllers.admin.Dashboard, 'show']).as('index')
    router.get('/user', [controllers.admin.Users, 'show']).as('users')
    router.get('/shop', [controllers.admin.Shop, 'show']).as('shop')
    router.get('/leaderboard', [controllers.admin.Leaderboards, 'show']).as('leaderboard')
    router.get('/vault', [controllers.admin.Vault, 'show']).as('vault')
    router.get('/redemptions', [controllers.admin.Redemptions, 'show']).as('redemptions')
    router.get('/audit', [controllers.admin.Audit, 'show']).as('audit')

    router.get('/bonus-hunt', [controllers.admin.BonusHunt, 'show']).as('bonus_hunt')
    router.get('/tournament', [controllers.admin.Tournament, 'show']).as('tournament')
    router.get('/slot-requests', [controllers.admin.SlotRequests, 'show']).as('slot_requests')
    router.get('/kick-rewards', [controllers.admin.KickRewards, 'show']).as('kick_rewards')
    router.get('/raffles', [controllers.admin.Raffles, 'show']).as('raffles')
    router.on('/overlays').renderInertia('admin/overlays', {}).as('overlays')
  })
  .prefix('/admin')
  .as('admin')
  .use(middleware.admin())
