/**
 * Routes, grouped by area. Pages render Inertia components with props from their controller;
 * /api routes answer the dialogs' JSON calls (SPEC section 7). Every admin page and admin
 * /api route sits in one of the two admin groups at the bottom, behind the admin gate.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { throttle } from '#start/limiter'
import { controllers } from '#generated/controllers'

/*
|--------------------------------------------------------------------------
| Public pages
|--------------------------------------------------------------------------
*/
router.get('/', [controllers.Home, 'show']).as('home')
router.get('/leaderboard', [controllers.Leaderboards, 'show']).as('leaderboard')
router.get('/store', [controllers.Store, 'show']).as('store')
router.get('/vault', [controllers.Vault, 'show']).as('vault')
router.get('/milestones', [controllers.Milestones, 'show']).as('milestones')
router.get('/bonus-hunt', [controllers.BonusHunt, 'show']).as('bonus_hunt')
router.get('/tournament', [controllers.Tournament, 'show']).as('tournament')
router.on('/faq').renderInertia('faq', {}).as('faq')
router.on('/tos').renderInertia('tos', {}).as('tos')
router.on('/vip').renderInertia('vip', {}).as('vip')
router.on('/privacy').renderInertia('privacy', {}).as('privacy')
router.on('/privacy-policy').redirectToPath('/privacy')
router.get('/account', [controllers.Account, 'show']).use(middleware.auth()).as('account')

/*
|--------------------------------------------------------------------------
| Accounts: auth, password reset, profile, linked accounts (/api/auth, /api/user, ...)
|--------------------------------------------------------------------------
*/

/*
|--------------------------------------------------------------------------
| Point economy: purchases, vault contributions, milestone claims
|--------------------------------------------------------------------------
*/
router
  .group(() => {
    router.post('/products/purchase/:id', [controllers.api.Purchases, 'store']).as('purchase')
    router.post('/vault/add', [controllers.api.VaultContributions, 'store']).as('vault_add')
  })
  .prefix('/api')
  .as('economy')
  .use([middleware.auth(), throttle.write])

/*
|--------------------------------------------------------------------------
| Admin pages
|--------------------------------------------------------------------------
*/
router
  .group(() => {
    router.get('/', [controllers.admin.Dashboard, 'show']).as('index')
    router.get('/user', [controllers.admin.Users, 'show']).as('users')
    router.get('/shop', [controllers.admin.Shop, 'show']).as('shop')
    router.get('/leaderboard', [controllers.admin.Leaderboards, 'show']).as('leaderboard')
    router.get('/vault', [controllers.admin.Vault, 'show']).as('vault')
  })
  .prefix('/admin')
  .as('admin')
  .use(middleware.admin())

/*
|--------------------------------------------------------------------------
| Admin JSON routes (SPEC section 7 paths under /api)
|--------------------------------------------------------------------------
*/
router
  .group(() => {})
  .prefix('/api')
  .as('admin_api')
  .use([middleware.admin(), throttle.admin])
