/**
 * Admin JSON routes (docs/product.md#api paths under /api): every one sits in this group,
 * behind the staff gate and the admin rate limit, and declares the ability it needs
 * (`.use(middleware.can('<ability>'))`, app/abilities/matrix.ts; docs/roles.md): the routes of
 * one area declare it once in their area() group (checked before the route's own middleware).
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { throttle } from '#start/limiter'
import { controllers } from '#generated/controllers'
import { csvUpload, imageUpload, rowId } from '#start/routes/shared'
import type { HttpContext } from '@adonisjs/core/http'
import type { AbilityName } from '#shared/roles'

/** The admin controllers (#generated/controllers) these routes name */
const {
  BonusHunt,
  Discord,
  DiscordRoles,
  KickRewards,
  LeaderboardImports,
  LeaderboardPayouts,
  LeaderboardSettings,
  LeaderboardSources,
  PointsImport,
  Polls,
  Predictions,
  Raffles,
  Redemptions,
  Schedule,
  Shop,
  SlotCatalog,
  SlotRequests,
  Texts,
  Tournament,
  Tournaments,
  Users,
  Vault,
} = controllers.admin

/** A partner source saved with a new secret (an unchanged secret is sent as null or left out) */
const savesSecret = ({ request }: HttpContext) => {
  const secret = request.input('secret')
  return typeof secret === 'string' && secret !== ''
}

/**
 * An area's routes: under `prefix` (an :id in it is a row id), named `<name>.<route name>`,
 * each needing `ability` (null: each route declares its own)
 */
function area(prefix: string, name: string, ability: AbilityName | null, routes: () => void) {
  const group = router.group(routes).prefix(prefix).as(name)
  if (/\/:id(\/|$)/.test(prefix)) group.where('id', rowId)
  if (ability) group.use(middleware.can(ability))
}

router
  .group(() => {
    router
      .get('/user/search/:username', [Users, 'search'])
      .as('users.search')
      .use(middleware.can('lookUpUsers'))
    area('/admin/users/:id', 'users', null, () => {
      router.put('/', [Users, 'update']).as('update').use(middleware.can('manageUsers'))
      router
        .post('/points', [Users, 'adjustPoints'])
        .as('points')
        .use([middleware.can('grantPoints'), middleware.confirmed()])
      router.get('/accruals', [Users, 'accruals']).as('accruals').use(middleware.can('manageUsers'))
      router
        .put('/role', [Users, 'setRole'])
        .as('role')
        .use([middleware.can('manageStaff'), middleware.confirmed()])
    })
    area('/admin/points', 'points', 'importPoints', () => {
      // the dry run needs no confirmation; applying does (checked once the body is read)
      router.post('/import', [PointsImport, 'store']).as('import').use(csvUpload)
      router.get('/export', [PointsImport, 'export']).as('export')
    })

    area('/products', 'products', null, () => {
      // the upload is read before the ability check on these two
      const manageShop = middleware.can('manageShop')
      router.post('/create', [Shop, 'create']).use([imageUpload, manageShop]).as('create')
      router
        .post('/update/:id', [Shop, 'update'])
        .where('id', rowId)
        .use([imageUpload, manageShop])
        .as('update')
      router.post('/delete/:id', [Shop, 'destroy']).where('id', rowId).as('delete').use(manageShop)
    })

    area('/admin/purchases/:id', 'purchases', 'manageRedemptions', () => {
      router.post('/sent', [Redemptions, 'markSent']).as('sent')
      router.post('/refund', [Redemptions, 'refund']).as('refund')
    })
    area('/admin/milestone-claims/:id', 'claims', 'manageMilestoneClaims', () => {
      router.post('/approve', [Redemptions, 'approveClaim']).as('approve')
      router.post('/reject', [Redemptions, 'rejectClaim']).as('reject')
    })

    area('/vault', 'vault', 'manageVault', () => {
      router.post('/update', [Vault, 'update']).as('update')
      router.post('/roll-winner', [Vault, 'roll']).as('roll').use(middleware.confirmed())
    })

    area('/admin/raffles', 'raffles', 'manageRaffles', () => {
      router.post('/', [Raffles, 'store']).use(imageUpload).as('create')
      router
        .group(() => {
          router.post('/', [Raffles, 'update']).use(imageUpload).as('update')
          router.post('/close', [Raffles, 'close']).as('close')
          router.post('/draw', [Raffles, 'draw']).as('draw')
          router.post('/cancel', [Raffles, 'cancel']).as('cancel')
          router.get('/entries', [Raffles, 'entries']).as('entries')
          router
            .put('/winners/:position', [Raffles, 'payout'])
            .where('position', { match: /^\d{1,3}$/, cast: (p: string) => Number(p) })
            .as('payout')
        })
        .prefix('/:id')
        .where('id', rowId)
    })

    // Admin content: leaderboards, bonus hunt, tournament
    area('/leaderboards', 'leaderboards', null, () => {
      // the upload is read before the ability check on the images and the import
      const manage = middleware.can('manageLeaderboards')
      router.put('/settings/:provider', [LeaderboardSettings, 'update']).as('settings').use(manage)
      router
        .post('/celsius/image', [LeaderboardSettings, 'image'])
        .use([imageUpload, manage])
        .as('image')
      router
        .post('/celsius/winner-image', [LeaderboardSettings, 'winnerImage'])
        .use([imageUpload, manage])
        .as('winner_image')
      router
        .put('/history/:id/payouts/:rank', [LeaderboardPayouts, 'update'])
        .where('id', rowId)
        .where('rank', rowId)
        .as('payout')
        .use(manage)
      router
        .put('/:provider/source', [LeaderboardSources, 'update'])
        .as('source.update')
        .use([manage, middleware.confirmed({ when: savesSecret })])
      router
        .post('/:provider/source/test', [LeaderboardSources, 'test'])
        .as('source.test')
        .use(manage)
      router
        .post('/:provider/import', [LeaderboardImports, 'store'])
        .use([csvUpload, manage])
        .as('import')
    })
    area('/bonus-hunt', 'hunt', 'manageHunt', () => {
      router.post('/start', [BonusHunt, 'start']).as('start')
      router.put('/current', [BonusHunt, 'update']).as('update')
      router.post('/finish', [BonusHunt, 'finish']).as('finish')
      router.post('/guessing', [BonusHunt, 'guessing']).as('guessing')
      router.post('/slots', [BonusHunt, 'addSlot']).as('slots.add')
      area('/slots/:id', 'slots', null, () => {
        router.put('/', [BonusHunt, 'updateSlot']).as('update')
        router.put('/payout', [BonusHunt, 'payout']).as('payout')
        router.delete('/', [BonusHunt, 'removeSlot']).as('remove')
      })
    })
    // the slot catalog (its page is /admin/slots; the slot requests' is /admin/slot-requests)
    area('/admin/slots', 'slot_catalog', 'manageHunt', () => {
      router.post('/', [SlotCatalog, 'store']).use(imageUpload).as('create')
      router.post('/import', [SlotCatalog, 'import']).use(csvUpload).as('import')
      router.get('/suggest', [SlotCatalog, 'suggest']).as('suggest')
      router.put('/:id', [SlotCatalog, 'update']).where('id', rowId).use(imageUpload).as('update')
      router.post('/:id/link', [SlotCatalog, 'link']).where('id', rowId).as('link')
    })
    area('/admin/slot-requests', 'slot_requests', 'manageSlotRequests', () => {
      router.post('/open', [SlotRequests, 'open']).as('open')
      router.post('/clear', [SlotRequests, 'clear']).as('clear')
      router.post('/:id/accept', [SlotRequests, 'accept']).where('id', rowId).as('accept')
      router.post('/:id/reject', [SlotRequests, 'reject']).where('id', rowId).as('reject')
    })
    router
      .put('/admin/kick-rewards', [KickRewards, 'update'])
      .as('kick_rewards')
      .use(middleware.can('manageKickRewards'))
    area('/admin/discord', 'discord', 'manageDiscord', () => {
      router.put('/', [Discord, 'update']).as('update')
      router.post('/webhooks/:id/test', [Discord, 'test']).where('id', rowId).as('test')
      router.put('/roles', [DiscordRoles, 'update']).as('roles')
      router.post('/sync', [DiscordRoles, 'sync']).as('sync')
    })
    area('/admin/predictions', 'predictions', 'managePredictions', () => {
      router.post('/', [Predictions, 'store']).as('create')
    })
    area('/admin/predictions/:id', 'predictions', 'managePredictions', () => {
      router.post('/lock', [Predictions, 'lock']).as('lock')
      // points move: a fresh confirmation, as for the vault's roll
      router.post('/resolve', [Predictions, 'resolve']).as('resolve').use(middleware.confirmed())
      router.post('/cancel', [Predictions, 'cancel']).as('cancel').use(middleware.confirmed())
    })
    area('/admin/polls', 'polls', 'managePolls', () => {
      router.post('/', [Polls, 'store']).as('create')
      router.post('/:id/close', [Polls, 'close']).where('id', rowId).as('close')
    })
    area('/admin/schedule', 'schedule', 'manageSchedule', () => {
      router.put('/', [Schedule, 'update']).as('update')
    })
    area('/admin/texts', 'texts', 'manageTexts', () => {
      router.put('/', [Texts, 'save']).as('save')
      router.delete('/', [Texts, 'reset']).as('reset')
    })
    area('/tournament', 'tournament', 'manageTournament', () => {
      router.put('/entrants', [Tournament, 'entrants']).as('entrants')
      router.post('/winner', [Tournament, 'winner']).as('winner')
      router.post('/reset', [Tournament, 'reset']).as('reset')
    })
    area('/admin/tournaments', 'tournaments', 'manageTournament', () => {
      router.post('/', [Tournaments, 'store']).as('create')
      router
        .group(() => {
          router.post('/close', [Tournaments, 'close']).as('close')
          router.post('/seed', [Tournaments, 'seed']).as('seed')
          router.post('/cancel', [Tournaments, 'cancel']).as('cancel')
          router.post('/winner', [Tournaments, 'winner']).as('winner')
          router.post('/payout', [Tournaments, 'payout']).as('payout')
        })
        .prefix('/:id')
        .where('id', rowId)
    })
  })
  .prefix('/api')
  .as('admin_api')
  .use([middleware.admin(), throttle.admin])
