/**
 * Public pages (Inertia components with props from their controller, behind the guest page
 * cache) and the public data they load on demand. One file per area in start/routes/, each
 * preloaded from adonisrc.ts.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'
import { rowId } from '#start/routes/shared'
import { isBoard } from '#shared/leaderboards'
import type { PublicDomain } from '#shared/live'

/*
|--------------------------------------------------------------------------
| Public pages
|--------------------------------------------------------------------------
| A guest page names the query parameters its controller reads, read as the controller reads
| them (guest_pages.QueryRead): every other query string shares the page's cached entry.
*/
/** LeaderboardsController.show: ?l= a board, anything else is the first board */
const boardQuery = { l: (value: unknown) => (isBoard(value) ? value : undefined) }
/** VaultController.verify: ?cycle= a positive integer, rendered for each (not kept), else none */
const cycleQuery = {
  cycle: (value: unknown) => {
    const picked = Number(value)
    return Number.isSafeInteger(picked) && picked > 0 ? (false as const) : undefined
  },
}

/** The guest page cache of a page built from these domains' data that reads no query parameter */
const cachedFrom = (...domains: PublicDomain[]) => middleware.guestPage({ domains })

const { BonusHunt, Home, Leaderboards, Milestones, Raffles, Store, Tournament, Vault } = controllers

router.get('/', [Home, 'show']).use(cachedFrom('boards')).as('home')
router
  .get('/leaderboard', [Leaderboards, 'show'])
  .use(middleware.guestPage({ domains: ['boards'], query: boardQuery }))
  .as('leaderboard')
router
  .get('/leaderboard/points', [Leaderboards, 'points'])
  .use(cachedFrom('boards'))
  .as('leaderboard.points')
router.get('/store', [Store, 'show']).use(cachedFrom('store')).as('store')
router.get('/vault', [Vault, 'show']).use(cachedFrom('vault')).as('vault')
router
  .get('/vault/verify', [Vault, 'verify'])
  .use(middleware.guestPage({ domains: ['vault'], query: cycleQuery }))
  .as('vault.verify')
router.get('/milestones', [Milestones, 'show']).use(cachedFrom('milestones')).as('milestones')
router.get('/bonus-hunt', [BonusHunt, 'show']).use(cachedFrom('hunt')).as('bonus_hunt')
router.get('/tournament', [Tournament, 'show']).use(cachedFrom('tournament')).as('tournament')
router.get('/raffles', [Raffles, 'index']).use(cachedFrom('raffles')).as('raffles')
router
  .get('/raffles/:id', [Raffles, 'show'])
  .where('id', rowId)
  .use(cachedFrom('raffles'))
  .as('raffles.show')
// text pages: nothing in them changes between deploys
const textPage = cachedFrom()
router.on('/faq').renderInertia('faq', {}).use(textPage).as('faq')
router.on('/tos').renderInertia('tos', {}).use(textPage).as('tos')
router.on('/vip').renderInertia('vip', {}).use(textPage).as('vip')
router.on('/privacy').renderInertia('privacy', {}).use(textPage).as('privacy')
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
  .get('/api/raffles/:id', [controllers.Raffles, 'record'])
  .where('id', rowId)
  .as('raffles.record')
