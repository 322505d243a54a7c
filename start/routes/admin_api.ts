/**
 * Admin JSON routes (docs/product.md#api paths under /api): every one sits in this group,
 * behind the staff gate and the admin rate limit, and declares the ability it needs
 * (`.use(middleware.can('<ability>'))`, app/abilities/matrix.ts; docs/roles.md).
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { throttle } from '#start/limiter'
import { controllers } from '#generated/controllers'
import { csvUpload, imageUpload, rowId } from '#start/routes/shared'
import type { HttpContext } from '@adonisjs/core/http'

/** A partner source saved with a new secret (an unchanged secret is sent as null or left out) */
const savesSecret = ({ request }: HttpContext) => {
  const secret = request.input('secret')
  return typeof secret === 'string' && secret !== ''
}

router
  .group(() => {
    router
      .get('/user/search/:username', [controllers.admin.Users, 'search'])
      .as('users.search')
      .use(middleware.can('lookUpUsers'))
    router
      .put('/admin/users/:id', [controllers.admin.Users, 'update'])
      .where('id', rowId)
      .as('users.update')
      .use(middleware.can('manageUsers'))
    router
      .post('/admin/users/:id/points', [controllers.admin.Users, 'adjustPoints'])
      .where('id', rowId)
      .as('users.points')
      .use([middleware.can('grantPoints'), middleware.confirmed()])
    router
      .get('/admin/users/:id/accruals', [controllers.admin.Users, 'accruals'])
      .where('id', rowId)
      .as('users.accruals')
      .use(middleware.can('manageUsers'))
    router
      .put('/admin/users/:id/role', [controllers.admin.Users, 'setRole'])
      .where('id', rowId)
      .as('users.role')
      .use([middleware.can('manageStaff'), middleware.confirmed()])
    // the dry run needs no confirmation; applying does (checked once the body is read)
    router
      .post('/admin/points/import', [controllers.admin.PointsImport, 'store'])
      .as('points.import')
      .use([middleware.can('importPoints'), csvUpload])
    router
      .get('/admin/points/export', [controllers.admin.PointsImport, 'export'])
      .as('points.export')
      .use(middleware.can('importPoints'))

    router
      .post('/products/create', [controllers.admin.Shop, 'create'])
      .use(imageUpload)
      .as('products.create')
      .use(middleware.can('manageShop'))
    router
      .post('/products/update/:id', [controllers.admin.Shop, 'update'])
      .where('id', rowId)
      .use(imageUpload)
      .as('products.update')
      .use(middleware.can('manageShop'))
    router
      .post('/products/delete/:id', [controllers.admin.Shop, 'destroy'])
      .where('id', rowId)
      .as('products.delete')
      .use(middleware.can('manageShop'))

    router
      .post('/admin/purchases/:id/sent', [controllers.admin.Redemptions, 'markSent'])
      .where('id', rowId)
      .as('purchases.sent')
      .use(middleware.can('manageRedemptions'))
    router
      .post('/admin/purchases/:id/refund', [controllers.admin.Redemptions, 'refund'])
      .where('id', rowId)
      .as('purchases.refund')
      .use(middleware.can('manageRedemptions'))
    router
      .post('/admin/milestone-claims/:id/approve', [controllers.admin.Redemptions, 'approveClaim'])
      .where('id', rowId)
      .as('claims.approve')
      .use(middleware.can('manageMilestoneClaims'))
    router
      .post('/admin/milestone-claims/:id/reject', [controllers.admin.Redemptions, 'rejectClaim'])
      .where('id', rowId)
      .as('claims.reject')
      .use(middleware.can('manageMilestoneClaims'))

    router
      .post('/vault/update', [controllers.admin.Vault, 'update'])
      .as('vault.update')
      .use(middleware.can('manageVault'))
    router
      .post('/vault/roll-winner', [controllers.admin.Vault, 'roll'])
      .as('vault.roll')
      .use([middleware.can('manageVault'), middleware.confirmed()])

    // Raffles
    router
      .post('/admin/raffles', [controllers.admin.Raffles, 'store'])
      .use([middleware.can('manageRaffles'), imageUpload])
      .as('raffles.create')
    router
      .post('/admin/raffles/:id', [controllers.admin.Raffles, 'update'])
      .where('id', rowId)
      .use([middleware.can('manageRaffles'), imageUpload])
      .as('raffles.update')
    router
      .post('/admin/raffles/:id/close', [controllers.admin.Raffles, 'close'])
      .where('id', rowId)
      .as('raffles.close')
      .use(middleware.can('manageRaffles'))
    router
      .post('/admin/raffles/:id/draw', [controllers.admin.Raffles, 'draw'])
      .where('id', rowId)
      .as('raffles.draw')
      .use(middleware.can('manageRaffles'))
    router
      .post('/admin/raffles/:id/cancel', [controllers.admin.Raffles, 'cancel'])
      .where('id', rowId)
      .as('raffles.cancel')
      .use(middleware.can('manageRaffles'))
    router
      .get('/admin/raffles/:id/entries', [controllers.admin.Raffles, 'entries'])
      .where('id', rowId)
      .as('raffles.entries')
      .use(middleware.can('manageRaffles'))
    router
      .put('/admin/raffles/:id/winners/:position', [controllers.admin.Raffles, 'payout'])
      .where('id', rowId)
      .where('position', { match: /^\d{1,3}$/, cast: (p: string) => Number(p) })
      .as('raffles.payout')
      .use(middleware.can('manageRaffles'))

    // Admin content: leaderboards, bonus hunt, tournament
    router
      .put('/leaderboards/settings/:provider', [controllers.admin.LeaderboardSettings, 'update'])
      .as('leaderboards.settings')
      .use(middleware.can('manageLeaderboards'))
    router
      .post('/leaderboards/celsius/image', [controllers.admin.LeaderboardSettings, 'image'])
      .use(imageUpload)
      .as('leaderboards.image')
      .use(middleware.can('manageLeaderboards'))
    router
      .post('/leaderboards/celsius/winner-image', [
        controllers.admin.LeaderboardSettings,
        'winnerImage',
      ])
      .use(imageUpload)
      .as('leaderboards.winner_image')
      .use(middleware.can('manageLeaderboards'))
    router
      .put('/leaderboards/history/:id/payouts/:rank', [
        controllers.admin.LeaderboardPayouts,
        'update',
      ])
      .where('id', rowId)
      .where('rank', rowId)
      .as('leaderboards.payout')
      .use(middleware.can('manageLeaderboards'))
    router
      .put('/leaderboards/:provider/source', [controllers.admin.LeaderboardSources, 'update'])
      .as('leaderboards.source.update')
      .use([middleware.can('manageLeaderboards'), middleware.confirmed({ when: savesSecret })])
    router
      .post('/leaderboards/:provider/source/test', [controllers.admin.LeaderboardSources, 'test'])
      .as('leaderboards.source.test')
      .use(middleware.can('manageLeaderboards'))
    router
      .post('/leaderboards/:provider/import', [controllers.admin.LeaderboardImports, 'store'])
      .use(csvUpload)
      .as('leaderboards.import')
      .use(middleware.can('manageLeaderboards'))
    router
      .post('/bonus-hunt/start', [controllers.admin.BonusHunt, 'start'])
      .as('hunt.start')
      .use(middleware.can('manageHunt'))
    router
      .put('/bonus-hunt/current', [controllers.admin.BonusHunt, 'update'])
      .as('hunt.update')
      .use(middleware.can('manageHunt'))
    router
      .post('/bonus-hunt/finish', [controllers.admin.BonusHunt, 'finish'])
      .as('hunt.finish')
      .use(middleware.can('manageHunt'))
    router
      .post('/bonus-hunt/guessing', [controllers.admin.BonusHunt, 'guessing'])
      .as('hunt.guessing')
      .use(middleware.can('manageHunt'))
    router
      .post('/bonus-hunt/slots', [controllers.admin.BonusHunt, 'addSlot'])
      .as('hunt.slots.add')
      .use(middleware.can('manageHunt'))
    router
      .put('/bonus-hunt/slots/:id', [controllers.admin.BonusHunt, 'updateSlot'])
      .where('id', rowId)
      .as('hunt.slots.update')
      .use(middleware.can('manageHunt'))
    router
      .put('/bonus-hunt/slots/:id/payout', [controllers.admin.BonusHunt, 'payout'])
      .where('id', rowId)
      .as('hunt.slots.payout')
      .use(middleware.can('manageHunt'))
    router
      .delete('/bonus-hunt/slots/:id', [controllers.admin.BonusHunt, 'removeSlot'])
      .where('id', rowId)
      .as('hunt.slots.remove')
      .use(middleware.can('manageHunt'))
    router
      .post('/admin/slot-requests/open', [controllers.admin.SlotRequests, 'open'])
      .as('slot_requests.open')
      .use(middleware.can('manageSlotRequests'))
    router
      .post('/admin/slot-requests/clear', [controllers.admin.SlotRequests, 'clear'])
      .as('slot_requests.clear')
      .use(middleware.can('manageSlotRequests'))
    router
      .post('/admin/slot-requests/:id/accept', [controllers.admin.SlotRequests, 'accept'])
      .where('id', rowId)
      .as('slot_requests.accept')
      .use(middleware.can('manageSlotRequests'))
    router
      .post('/admin/slot-requests/:id/reject', [controllers.admin.SlotRequests, 'reject'])
      .where('id', rowId)
      .as('slot_requests.reject')
      .use(middleware.can('manageSlotRequests'))
    router
      .put('/admin/kick-rewards', [controllers.admin.KickRewards, 'update'])
      .as('kick_rewards')
      .use(middleware.can('manageKickRewards'))
    router
      .put('/admin/discord', [controllers.admin.Discord, 'update'])
      .as('discord.update')
      .use(middleware.can('manageDiscord'))
    router
      .post('/admin/discord/webhooks/:id/test', [controllers.admin.Discord, 'test'])
      .where('id', rowId)
      .as('discord.test')
      .use(middleware.can('manageDiscord'))
    router
      .put('/admin/discord/roles', [controllers.admin.DiscordRoles, 'update'])
      .as('discord.roles')
      .use(middleware.can('manageDiscord'))
    router
      .post('/admin/discord/sync', [controllers.admin.DiscordRoles, 'sync'])
      .as('discord.sync')
      .use(middleware.can('manageDiscord'))
    router
      .put('/tournament/entrants', [controllers.admin.Tournament, 'entrants'])
      .as('tournament.entrants')
      .use(middleware.can('manageTournament'))
    router
      .post('/tournament/winner', [controllers.admin.Tournament, 'winner'])
      .as('tournament.winner')
      .use(middleware.can('manageTournament'))
    router
      .post('/tournament/reset', [controllers.admin.Tournament, 'reset'])
      .as('tournament.reset')
      .use(middleware.can('manageTournament'))
  })
  .prefix('/api')
  .as('admin_api')
  .use([middleware.admin(), throttle.admin])
