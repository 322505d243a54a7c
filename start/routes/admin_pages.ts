/**
 * Admin pages: every one sits in this group, behind the staff gate, and declares the ability
 * it needs (`middleware.can`, app/abilities/matrix.ts; docs/roles.md).
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

router
  .group(() => {
    router
      .get('/', [controllers.admin.Dashboard, 'show'])
      .as('index')
      .use(middleware.can('viewAdmin'))
    router
      .get('/user', [controllers.admin.Users, 'show'])
      .as('users')
      .use(middleware.can('lookUpUsers'))
    router
      .get('/shop', [controllers.admin.Shop, 'show'])
      .as('shop')
      .use(middleware.can('manageShop'))
    router
      .get('/leaderboard', [controllers.admin.Leaderboards, 'show'])
      .as('leaderboard')
      .use(middleware.can('manageLeaderboards'))
    router
      .get('/vault', [controllers.admin.Vault, 'show'])
      .as('vault')
      .use(middleware.can('manageVault'))
    router
      .get('/redemptions', [controllers.admin.Redemptions, 'show'])
      .as('redemptions')
      .use(middleware.can('manageRedemptions'))
    router
      .get('/audit', [controllers.admin.Audit, 'show'])
      .as('audit')
      .use(middleware.can('readAuditLog'))
    router
      .get('/texts', [controllers.admin.Texts, 'show'])
      .as('texts')
      .use(middleware.can('manageTexts'))
    router
      .get('/polls', [controllers.admin.Polls, 'show'])
      .as('polls')
      .use(middleware.can('managePolls'))
    router
      .get('/predictions', [controllers.admin.Predictions, 'show'])
      .as('predictions')
      .use(middleware.can('managePredictions'))
    router
      .get('/schedule', [controllers.admin.Schedule, 'show'])
      .as('schedule')
      .use(middleware.can('manageSchedule'))

    router
      .get('/bonus-hunt', [controllers.admin.BonusHunt, 'show'])
      .as('bonus_hunt')
      .use(middleware.can('manageHunt'))
    router
      .get('/slots', [controllers.admin.SlotCatalog, 'show'])
      .as('slot_catalog')
      .use(middleware.can('manageHunt'))
    router
      .get('/tournament', [controllers.admin.Tournament, 'show'])
      .as('tournament')
      .use(middleware.can('manageTournament'))
    router
      .get('/slot-requests', [controllers.admin.SlotRequests, 'show'])
      .as('slot_requests')
      .use(middleware.can('manageSlotRequests'))
    router
      .get('/kick-rewards', [controllers.admin.KickRewards, 'show'])
      .as('kick_rewards')
      .use(middleware.can('manageKickRewards'))
    router
      .get('/discord', [controllers.admin.Discord, 'show'])
      .as('discord')
      .use(middleware.can('manageDiscord'))
    router
      .get('/raffles', [controllers.admin.Raffles, 'show'])
      .as('raffles')
      .use(middleware.can('manageRaffles'))
    router
      .on('/overlays')
      .renderInertia('admin/overlays', {})
      .as('overlays')
      .use(middleware.can('useOverlays'))
  })
  .prefix('/admin')
  .as('admin')
  .use(middleware.admin())
