/**
 * Routes, grouped by area. Pages render Inertia components with props from their controller;
 * /api routes answer the dialogs' JSON calls (docs/product.md#api). Every admin page and admin
 * /api route sits in one of the two admin groups at the bottom, behind the admin gate.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { throttle } from '#start/limiter'
import { controllers } from '#generated/controllers'
import { ROW_ID } from '#shared/ids'
import { OVERLAY_BOARDS } from '#shared/overlays'

/**
 * Multipart bodies are read only by routes that use one of these, after the route's session,
 * CSRF, authentication and admin checks. The limit caps the whole request: an image is at most
 * 5 MB, a wager CSV at most 2 MB, plus the form's text fields.
 */
const imageUpload = middleware.multipart({ limit: '6mb' })
const csvUpload = middleware.multipart({ limit: '3mb' })

/** An :id path parameter: a row id (anything else matches no route, 404), cast to a number */
const rowId = { match: ROW_ID, cast: (id: string) => Number(id) }

/*
|--------------------------------------------------------------------------
| Public pages
|--------------------------------------------------------------------------
*/
router
  .get('/', [controllers.Home, 'show'])
  .use(middleware.guestPage({ domains: ['boards'] }))
  .as('home')
router
  .get('/leaderboard', [controllers.Leaderboards, 'show'])
  .use(middleware.guestPage({ domains: ['boards'] }))
  .as('leaderboard')
router
  .get('/leaderboard/points', [controllers.Leaderboards, 'points'])
  .use(middleware.guestPage({ domains: ['boards'] }))
  .as('leaderboard.points')
router
  .get('/store', [controllers.Store, 'show'])
  .use(middleware.guestPage({ domains: ['store'] }))
  .as('store')
router
  .get('/vault', [controllers.Vault, 'show'])
  .use(middleware.guestPage({ domains: ['vault'] }))
  .as('vault')
router
  .get('/vault/verify', [controllers.Vault, 'verify'])
  .use(middleware.guestPage({ domains: ['vault'] }))
  .as('vault.verify')
router
  .get('/milestones', [controllers.Milestones, 'show'])
  .use(middleware.guestPage({ domains: ['milestones'] }))
  .as('milestones')
router
  .get('/bonus-hunt', [controllers.BonusHunt, 'show'])
  .use(middleware.guestPage({ domains: ['hunt'] }))
  .as('bonus_hunt')
router
  .get('/tournament', [controllers.Tournament, 'show'])
  .use(middleware.guestPage({ domains: ['tournament'] }))
  .as('tournament')
// text pages: nothing in them changes between deploys
const textPage = middleware.guestPage({ domains: [] })
router.on('/faq').renderInertia('faq', {}).use(textPage).as('faq')
router.on('/tos').renderInertia('tos', {}).use(textPage).as('tos')
router.on('/vip').renderInertia('vip', {}).use(textPage).as('vip')
router.on('/privacy').renderInertia('privacy', {}).use(textPage).as('privacy')
router.on('/privacy-policy').redirectToPath('/privacy')
router.get('/uploads/*', [controllers.Uploads, 'show']).as('uploads')
router.get('/account', [controllers.Account, 'show']).use(middleware.auth()).as('account')
router
  .post('/api/milestones/:id/claim', [controllers.api.MilestoneClaims, 'store'])
  .where('id', rowId)
  .use([middleware.auth(), throttle.write])
  .as('milestones.claim')

/*
|--------------------------------------------------------------------------
| Accounts: auth, password reset, profile, linked accounts (/api/auth, /api/user, ...)
|--------------------------------------------------------------------------
*/
router.get('/reset-password/:token', [controllers.PasswordResetPage, 'show']).as('reset_password')
router
  .get('/confirm-email/:id', [controllers.EmailConfirmation, 'confirm'])
  .where('id', rowId)
  .as('email_confirmation')

router
  .group(() => {
    router.post('/login', [controllers.api.Session, 'login']).as('login')
    router.post('/logout', [controllers.api.Session, 'logout']).as('logout')
    router
      .post('/register', [controllers.api.Registration, 'register'])
      .use(throttle.register)
      .as('register')
    router
      .post('/reset-password-request', [controllers.api.PasswordReset, 'request'])
      .use(throttle.passwordReset)
      .as('reset_password_request')
    // docs/product.md#api lists it with and without the trailing slash; the router matches both
    router
      .post('/reset-password', [controllers.api.PasswordReset, 'reset'])
      .use(throttle.passwordReset)
      .as('reset_password')
    router
      .post('/resend-confirmation', [controllers.EmailConfirmation, 'resend'])
      .use([middleware.auth(), throttle.passwordReset])
      .as('resend_confirmation')
  })
  .prefix('/api/auth')
  .as('auth')

router
  .group(() => {
    router
      .post('/user/set-avatar', [controllers.api.Profile, 'setAvatar'])
      .use(imageUpload)
      .as('user.set_avatar')
    router
      .post('/user/change-password', [controllers.api.Profile, 'changePassword'])
      .as('user.change_password')
    router.post('/user/update', [controllers.api.Profile, 'update']).as('user.update')
    router.post('/kick/unlink', [controllers.api.Kick, 'unlink']).as('kick.unlink')
    router.post('/discord/unlink', [controllers.api.Discord, 'unlink']).as('discord.unlink')
  })
  .prefix('/api')
  .as('account_api')
  .use([middleware.auth(), throttle.write])

router
  .group(() => {
    router.get('/user/purchases', [controllers.api.Profile, 'purchases']).as('user.purchases')
    router.get('/kick/user-connection', [controllers.api.Kick, 'connection']).as('kick.connection')
    // Linking starts by browser navigation and comes back through the provider's redirect
    router.get('/discord', [controllers.api.Discord, 'redirect']).as('discord.redirect')
    router.get('/discord/callback', [controllers.api.Discord, 'callback']).as('discord.callback')
    router.get('/kick/auth', [controllers.api.Kick, 'redirect']).as('kick.redirect')
    router.get('/kick/callback', [controllers.api.Kick, 'callback']).as('kick.callback')
  })
  .prefix('/api')
  .as('account_links')
  .use(middleware.auth())

/*
|--------------------------------------------------------------------------
| Point economy: purchases, vault contributions, milestone claims
|--------------------------------------------------------------------------
*/
router
  .group(() => {
    router.post('/products/purchase/:id', [controllers.api.Purchases, 'store']).as('purchase')
    router.post('/vault/add', [controllers.api.VaultContributions, 'store']).as('vault_add')
    router.post('/bonus-hunt/guess', [controllers.api.HuntGuesses, 'store']).as('hunt_guess')
  })
  .prefix('/api')
  .as('economy')
  .use([middleware.auth(), throttle.write])

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
| Webhooks (signed by the sender; no session, no CSRF)
|--------------------------------------------------------------------------
*/
router.post('/webhooks/kick', [controllers.webhooks.Kick, 'handle']).as('webhooks.kick')

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
    router.get('/redemptions', [controllers.admin.Redemptions, 'show']).as('redemptions')
    router.get('/audit', [controllers.admin.Audit, 'show']).as('audit')

    router.get('/bonus-hunt', [controllers.admin.BonusHunt, 'show']).as('bonus_hunt')
    router.get('/tournament', [controllers.admin.Tournament, 'show']).as('tournament')
    router.on('/overlays').renderInertia('admin/overlays', {}).as('overlays')
  })
  .prefix('/admin')
  .as('admin')
  .use(middleware.admin())

/*
|--------------------------------------------------------------------------
| Admin JSON routes (docs/product.md#api paths under /api)
|--------------------------------------------------------------------------
*/
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
