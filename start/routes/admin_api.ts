/**
 * Admin JSON routes (docs/product.md#api paths under /api): every one sits in this group,
 * behind the admin gate and the admin rate limit.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { throttle } from '#start/limiter'
import { controllers } from '#generated/controllers'
import { csvUpload, imageUpload, rowId } from '#start/routes/shared'

router
  .group(() => {
    router.get('/user/search/:username', [controllers.admin.Users, 'search']).as('users.search')
    router
      .put('/admin/users/:id', [controllers.admin.Users, 'update'])
      .where('id', rowId)
      .as('users.update')
    router
      .post('/admin/users/:id/points', [controllers.admin.Users, 'adjustPoints'])
      .where('id', rowId)
      .as('users.points')
    router
      .get('/admin/users/:id/accruals', [controllers.admin.Users, 'accruals'])
      .where('id', rowId)
      .as('users.accruals')

    router
      .post('/products/create', [controllers.admin.Shop, 'create'])
      .use(imageUpload)
      .as('products.create')
    router
      .post('/products/update/:id', [controllers.admin.Shop, 'update'])
      .where('id', rowId)
      .use(imageUpload)
      .as('products.update')
    router
      .post('/products/delete/:id', [controllers.admin.Shop, 'destroy'])
      .where('id', rowId)
      .as('products.delete')

    router
      .post('/admin/purchases/:id/sent', [controllers.admin.Redemptions, 'markSent'])
      .where('id', rowId)
      .as('purchases.sent')
    router
      .post('/admin/purchases/:id/refund', [controllers.admin.Redemptions, 'refund'])
      .where('id', rowId)
      .as('purchases.refund')
    router
      .post('/admin/milestone-claims/:id/approve', [controllers.admin.Redemptions, 'approveClaim'])
      .where('id', rowId)
      .as('claims.approve')
    router
      .post('/admin/milestone-claims/:id/reject', [controllers.admin.Redemptions, 'rejectClaim'])
      .where('id', rowId)
      .as('claims.reject')

    router.post('/vault/update', [controllers.admin.Vault, 'update']).as('vault.update')
    router.post('/vault/roll-winner', [controllers.admin.Vault, 'roll']).as('vault.roll')

    // Raffles
    router
      .post('/admin/raffles', [controllers.admin.Raffles, 'store'])
      .use(imageUpload)
      .as('raffles.create')
    router
      .post('/admin/raffles/:id', [controllers.admin.Raffles, 'update'])
      .where('id', rowId)
      .use(imageUpload)
      .as('raffles.update')
    router
      .post('/admin/raffles/:id/close', [controllers.admin.Raffles, 'close'])
      .where('id', rowId)
      .as('raffles.close')
    router
      .post('/admin/raffles/:id/draw', [controllers.admin.Raffles, 'draw'])
      .where('id', rowId)
      .as('raffles.draw')
    router
      .post('/admin/raffles/:id/cancel', [controllers.admin.Raffles, 'cancel'])
      .where('id', rowId)
      .as('raffles.cancel')
    router
      .get('/admin/raffles/:id/entries', [controllers.admin.Raffles, 'entries'])
      .where('id', rowId)
      .as('raffles.entries')
    router
      .put('/admin/raffles/:id/winners/:position', [controllers.admin.Raffles, 'payout'])
      .where('id', rowId)
      .where('position', { match: /^\d{1,3}$/, cast: (p: string) => Number(p) })
      .as('raffles.payout')

    // Admin content: leaderboards, bonus hunt, tournament
    router
      .put('/leaderboards/settings/:provider', [controllers.admin.LeaderboardSettings, 'update'])
      .as('leaderboards.settings')
    router
      .post('/leaderboards/celsius/image', [controllers.admin.LeaderboardSettings, 'image'])
      .use(imageUpload)
      .as('leaderboards.image')
    router
      .post('/leaderboards/celsius/winner-image', [
        controllers.admin.LeaderboardSettings,
        'winnerImage',
      ])
      .use(imageUpload)
      .as('leaderboards.winner_image')
    router
      .put('/leaderboards/history/:id/payouts/:rank', [
        controllers.admin.LeaderboardPayouts,
        'update',
      ])
      .where('id', rowId)
      .where('rank', rowId)
      .as('leaderboards.payout')
    router
      .put('/leaderboards/:provider/source', [controllers.admin.LeaderboardSources, 'update'])
      .as('leaderboards.source.update')
    router
      .post('/leaderboards/:provider/source/test', [controllers.admin.LeaderboardSources, 'test'])
      .as('leaderboards.source.test')
    router
      .post('/leaderboards/:provider/import', [controllers.admin.LeaderboardImports, 'store'])
      .use(csvUpload)
      .as('leaderboards.import')
    router.post('/bonus-hunt/start', [controllers.admin.BonusHunt, 'start']).as('hunt.start')
    router.put('/bonus-hunt/current', [controllers.admin.BonusHunt, 'update']).as('hunt.update')
    router.post('/bonus-hunt/finish', [controllers.admin.BonusHunt, 'finish']).as('hunt.finish')
    router
      .post('/bonus-hunt/guessing', [controllers.admin.BonusHunt, 'guessing'])
      .as('hunt.guessing')
    router.post('/bonus-hunt/slots', [controllers.admin.BonusHunt, 'addSlot']).as('hunt.slots.add')
    router
      .put('/bonus-hunt/slots/:id', [controllers.admin.BonusHunt, 'updateSlot'])
      .where('id', rowId)
      .as('hunt.slots.update')
    router
      .put('/bonus-hunt/slots/:id/payout', [controllers.admin.BonusHunt, 'payout'])
      .where('id', rowId)
      .as('hunt.slots.payout')
    router
      .delete('/bonus-hunt/slots/:id', [controllers.admin.BonusHunt, 'removeSlot'])
      .where('id', rowId)
      .as('hunt.slots.remove')
    router
      .post('/admin/slot-requests/open', [controllers.admin.SlotRequests, 'open'])
      .as('slot_requests.open')
    router
      .post('/admin/slot-requests/clear', [controllers.admin.SlotRequests, 'clear'])
      .as('slot_requests.clear')
    router
      .post('/admin/slot-requests/:id/accept', [controllers.admin.SlotRequests, 'accept'])
      .where('id', rowId)
      .as('slot_requests.accept')
    router
      .post('/admin/slot-requests/:id/reject', [controllers.admin.SlotRequests, 'reject'])
      .where('id', rowId)
      .as('slot_requests.reject')
    router.put('/admin/kick-rewards', [controllers.admin.KickRewards, 'update']).as('kick_rewards')
    router
      .put('/tournament/entrants', [controllers.admin.Tournament, 'entrants'])
      .as('tournament.entrants')
    router
      .post('/tournament/winner', [controllers.admin.Tournament, 'winner'])
      .as('tournament.winner')
    router.post('/tournament/reset', [controllers.admin.Tournament, 'reset']).as('tournament.reset')
  })
  .prefix('/api')
  .as('admin_api')
  .use([middleware.admin(), throttle.admin])
