/**
 * Accounts: auth, password reset, email confirmation, profile, linked accounts (/api/auth,
 * /api/user, ...)
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { throttle } from '#start/limiter'
import { controllers } from '#generated/controllers'
import { imageUpload, rowId } from '#start/routes/shared'

router.get('/reset-password/:token', [controllers.PasswordResetPage, 'show']).as('reset_password')
router
  .get('/confirm-email/:id', [controllers.EmailConfirmation, 'confirm'])
  .where('id', rowId)
  .as('email_confirmation')

router
  .group(() => {
    router.post('/login', [controllers.api.Session, 'login']).as('login')
    router.post('/two-factor', [controllers.api.Session, 'twoFactor']).as('two_factor')
    router.post('/logout', [controllers.api.Session, 'logout']).as('logout')
    router
      .post('/confirm', [controllers.api.Session, 'confirm'])
      .use(middleware.auth())
      .as('confirm')
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
    router
      .post('/user/two-factor/setup', [controllers.api.TwoFactor, 'setup'])
      .as('user.two_factor.setup')
    router
      .post('/user/two-factor/enable', [controllers.api.TwoFactor, 'enable'])
      .as('user.two_factor.enable')
    router
      .post('/user/two-factor/disable', [controllers.api.TwoFactor, 'disable'])
      .as('user.two_factor.disable')
    router
      .post('/user/sessions/end-others', [controllers.api.UserSessions, 'endOthers'])
      .as('user.sessions.end_others')
    router
      .post('/user/sessions/:handle/end', [controllers.api.UserSessions, 'end'])
      .where('handle', /^[A-Za-z0-9_-]{22}$/)
      .as('user.sessions.end')
    router.post('/user/delete', [controllers.api.AccountData, 'destroy']).as('user.delete')
    router.post('/kick/unlink', [controllers.api.Kick, 'unlink']).as('kick.unlink')
    router.post('/discord/unlink', [controllers.api.Discord, 'unlink']).as('discord.unlink')
  })
  .prefix('/api')
  .as('account_api')
  .use([middleware.auth(), throttle.write])

router
  .group(() => {
    router.get('/user/purchases', [controllers.api.Profile, 'purchases']).as('user.purchases')
    router.get('/user/sessions', [controllers.api.UserSessions, 'index']).as('user.sessions')
    router.get('/user/export', [controllers.api.AccountData, 'export']).as('user.export')
    router
      .get('/user/points-history', [controllers.api.Profile, 'pointsHistory'])
      .as('user.points_history')
    router.get('/kick/user-connection', [controllers.api.Kick, 'connection']).as('kick.connection')
    // Linking starts by browser navigation and comes back through the provider's redirect
    router.get('/discord', [controllers.api.Discord, 'redirect']).as('discord.redirect')
    router.get('/kick/auth', [controllers.api.Kick, 'redirect']).as('kick.redirect')
  })
  .prefix('/api')
  .as('account_links')
  .use(middleware.auth())

// The providers' callbacks serve linking (a logged-in user) and "Continue with" (a guest);
// the session, not the query, says which (#services/accounts/social_login)
router
  .group(() => {
    router.get('/discord/callback', [controllers.api.Discord, 'callback']).as('discord.callback')
    router.get('/kick/callback', [controllers.api.Kick, 'callback']).as('kick.callback')
  })
  .prefix('/api')
  .as('account_links')

router
  .get('/auth/:provider/redirect', [controllers.SocialLogin, 'redirect'])
  .where('provider', /^(discord|kick)$/)
  .use(throttle.socialLogin)
  .as('social_login.redirect')
