/**
 * Public pages (Inertia components with props from their controller, behind the guest page
 * cache) and the public data they load on demand. One file per area in start/routes/, each
 * preloaded from adonisrc.ts.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'
import { rowId } from '#start/routes/shared'
import { publicPage, servedFromMemory } from '#http_cache/public_pages'
import { homePage } from '#controllers/home_controller'
import { leaderboardPage, pointsBoardPage } from '#controllers/leaderboards_controller'
import { storePage } from '#controllers/store_controller'
import { vaultPage, vaultVerifyPage } from '#controllers/vault_controller'
import { milestonesPage } from '#controllers/milestones_controller'
import {
  bonusHuntPage,
  finishedHuntPage,
  huntHistoryPage,
} from '#controllers/bonus_hunt_controller'
import { slotDetailPage, slotsPage } from '#controllers/slots_controller'
import { SLOT_SLUG } from '#shared/slot_catalog'
import { tournamentPage } from '#controllers/tournament_controller'
import { rafflesPage } from '#controllers/raffles_controller'
import { guessSeasonPage } from '#controllers/guess_season_controller'
import { schedulePage } from '#controllers/schedule_controller'
import { predictionsPage } from '#controllers/predictions_controller'
import { pollsPage } from '#controllers/polls_controller'

/*
|--------------------------------------------------------------------------
| Public pages
|--------------------------------------------------------------------------
| Each declares its domains and query parameters beside its controller action (publicPage);
| servedFromMemory hands that declaration to the guest page cache.
*/
const {
  BonusHunt,
  Home,
  Leaderboards,
  Milestones,
  Raffles,
  Schedule,
  Slots,
  Store,
  Tournament,
  Vault,
} = controllers
const page = servedFromMemory

page(router.get('/', [Home, 'show']).as('home'), homePage)
page(router.get('/leaderboard', [Leaderboards, 'show']).as('leaderboard'), leaderboardPage)
page(
  router.get('/leaderboard/points', [Leaderboards, 'points']).as('leaderboard.points'),
  pointsBoardPage
)
page(
  router.get('/leaderboard/guessers', [controllers.GuessSeason, 'show']).as('leaderboard.guessers'),
  guessSeasonPage
)
page(router.get('/store', [Store, 'show']).as('store'), storePage)
page(router.get('/vault', [Vault, 'show']).as('vault'), vaultPage)
page(router.get('/vault/verify', [Vault, 'verify']).as('vault.verify'), vaultVerifyPage)
page(router.get('/milestones', [Milestones, 'show']).as('milestones'), milestonesPage)
page(router.get('/bonus-hunt', [BonusHunt, 'show']).as('bonus_hunt'), bonusHuntPage)
page(
  router.get('/bonus-hunt/history', [BonusHunt, 'history']).as('bonus_hunt.history'),
  huntHistoryPage
)
page(
  router
    .get('/bonus-hunt/:id', [BonusHunt, 'finished'])
    .where('id', rowId)
    .as('bonus_hunt.finished'),
  finishedHuntPage
)
page(router.get('/slots', [Slots, 'index']).as('slots'), slotsPage)
page(
  router.get('/slots/:slug', [Slots, 'show']).where('slug', { match: SLOT_SLUG }).as('slots.show'),
  slotDetailPage
)
page(router.get('/tournament', [Tournament, 'show']).as('tournament'), tournamentPage)
page(
  router.get('/tournament/:id', [Tournament, 'showOne']).where('id', rowId).as('tournament.show'),
  tournamentPage
)
page(router.get('/raffles', [Raffles, 'index']).as('raffles'), rafflesPage)
page(
  router.get('/raffles/:id', [Raffles, 'show']).where('id', rowId).as('raffles.show'),
  rafflesPage
)
page(router.get('/schedule', [Schedule, 'show']).as('schedule'), schedulePage)
page(
  router.get('/predictions', [controllers.Predictions, 'show']).as('predictions'),
  predictionsPage
)
page(router.get('/polls', [controllers.Polls, 'show']).as('polls'), pollsPage)
// the iCalendar feed calendar apps subscribe to (not an Inertia page: a plain answer, 5 min)
router.get('/schedule.ics', [Schedule, 'feed']).as('schedule.feed')
// text pages: nothing in them changes between deploys
const textPage = publicPage([])
page(router.on('/faq').renderInertia('faq', {}).as('faq'), textPage)
page(router.on('/tos').renderInertia('tos', {}).as('tos'), textPage)
page(router.on('/vip').renderInertia('vip', {}).as('vip'), textPage)
page(router.on('/privacy').renderInertia('privacy', {}).as('privacy'), textPage)
router.on('/privacy-policy').redirectToPath('/privacy')
router.get('/uploads/*', [controllers.Uploads, 'show']).as('uploads')
router.get('/account', [controllers.Account, 'show']).use(middleware.auth()).as('account')

/*
|--------------------------------------------------------------------------
| Public leaderboard data loaded on demand (Show More pages, a past competition in full)
|--------------------------------------------------------------------------
*/
router
  .group(() => {
    router.get('/entries', [controllers.LeaderboardPages, 'entries']).as('entries')
    router
      .get('/history/:id', [controllers.LeaderboardPages, 'history'])
      .where('id', router.matchers.number())
      .as('history')
  })
  .prefix('/api/leaderboards/:provider')
  .as('leaderboards.public')

/*
|--------------------------------------------------------------------------
| Public records anyone can check: a past board's frozen JSON and SHA-256, and the vault's
| fairness record (seed hash, contributions, revealed seed after a roll)
|--------------------------------------------------------------------------
*/
router
  .get('/api/leaderboards/history/:id', [controllers.LeaderboardHistory, 'show'])
  .where('id', rowId)
  .as('leaderboards.history.show')
router
  .get('/api/vault/cycles/:id', [controllers.VaultCycles, 'show'])
  .where('id', rowId)
  .as('vault.cycles.show')
router
  .get('/api/tournaments/:id', [controllers.Tournament, 'record'])
  .where('id', rowId)
  .as('tournaments.record')
router
  .get('/api/raffles/:id', [controllers.Raffles, 'record'])
  .where('id', rowId)
  .as('raffles.record')
