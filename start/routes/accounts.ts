/**
 * Accounts: auth, password reset, email confirmation, profile, linked accounts, browser push
 * (/api/auth, /api/user, /api/account/push, ...)
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { throttle } from '#start/limiter'
import { controllers } from '#generated/controllers'
import { imageUpload, rowId } from '#start/routes/shared'

const {
  AccountData,
  Discord,
  Kick,
  PasswordReset,
  Profile,
  PushSubscriptions,
  Registration,
  Session,
  TwoFactor,
  Twitch,
  UserSessions,
} = controllers.api

router.get('/reset-password/:token', [controllers.PasswordResetPage, 'show']).as('reset_password')
router
  .get('/confirm-email/:id', [controllers.EmailConfirmation, 'confirm'])
  .where('id', rowId)
  .as('email_confirmation')

router
  .group(() => {
    router.post('/login', [Session, 'login']).as('login')
    router.post('/two-factor', [Session, 'twoFactor']).as('two_factor')
    router.post('/logout', [Session, 'logout']).as('logout')
    router.post('/confirm', [Session, 'confirm']).use(middleware.auth()).as('confirm')
    router.post('/register', [Registration, 'register']).use(throttle.register).as('register')
    router
      .post('/reset-password-request', [PasswordReset, 'request'])
      .use(throttle.passwordReset)
      .as('reset_password_request')
    // docs/product.md#api lists it with and without the trailing slash; the router matches both
    router
      .post('/reset-password', [PasswordReset, 'reset'])
      .use(throttle.passwordReset)
      .as('reset_password')
    router
      .post('/resend-confirmation', [controllers.EmailConfirmation, 'resend'])
      .use([middleware.auth(), throttle.passwordReset])
      .as('resend_confirmation')
  })
  .prefix('/api/auth')
  .as('auth')

// the footer's language menu: a guest's cookie or the account's choice
router.post('/api/locale', [controllers.api.Locale, 'update']).use(throttle.write).as('locale')

router
  .group(() => {
    router
      .group(() => {
        router.post('/set-avatar', [Profile, 'setAvatar']).use(imageUpload).as('set_avatar')
        router.post('/change-password', [Profile, 'changePassword']).as('change_password')
        router.post('/update', [Profile, 'update']).as('update')
        router
          .group(() => {
            router.post('/setup', [TwoFactor, 'setup']).as('setup')
            router
              .post('/enable', [TwoFactor, 'enable'])
              .use(middleware.confirmed({ password: true }))
              .as('enable')
            router.post('/disable', [TwoFactor, 'disable']).as('disable')
          })
          .prefix('/two-factor')
          .as('two_factor')
        router
          .group(() => {
            router.post('/end-others', [UserSessions, 'endOthers']).as('end_others')
            router
              .post('/:handle/end', [UserSessions, 'end'])
              .where('handle', /^[A-Za-z0-9_-]{22}$/)
              .as('end')
          })
          .prefix('/sessions')
          .as('sessions')
        router.post('/delete', [AccountData, 'destroy']).as('delete')
      })
      .prefix('/user')
      .as('user')
    router
      .group(() => {
        router.post('/subscribe', [PushSubscriptions, 'subscribe']).as('subscribe')
        router.post('/topics', [PushSubscriptions, 'topics']).as('topics')
        router.post('/unsubscribe', [PushSubscriptions, 'unsubscribe']).as('unsubscribe')
      })
      .prefix('/account/push')
      .as('push')
    router.post('/kick/unlink', [Kick, 'unlink']).as('kick.unlink')
    router.post('/discord/unlink', [Discord, 'unlink']).as('discord.unlink')
    router.post('/twitch/unlink', [Twitch, 'unlink']).as('twitch.unlink')
  })
  .prefix('/api')
  .as('account_api')
  .use([middleware.auth(), throttle.write])

router
  .group(() => {
    router.get('/user/purchases', [Profile, 'purchases']).as('user.purchases')
    router
      .get('/user/sessions', [UserSessions, 'index'])
      .use(throttle.accountReads)
      .as('user.sessions')
    router.get('/user/export', [AccountData, 'export']).use(throttle.dataExport).as('user.export')
    router.get('/user/points-history', [Profile, 'pointsHistory']).as('user.points_history')
    router.get('/kick/user-connection', [Kick, 'connection']).as('kick.connection')
    // Linking starts by browser navigation and comes back through the provider's redirect
    router.get('/discord', [Discord, 'redirect']).as('discord.redirect')
    router.get('/kick/auth', [Kick, 'redirect']).as('kick.redirect')
    router.get('/twitch/auth', [Twitch, 'redirect']).as('twitch.redirect')
  })
  .prefix('/api')
  .as('account_links')
  .use(middleware.auth())

// The providers' callbacks serve linking (a logged-in user) and "Continue with" (a guest);
// the session, not the query, says which (#services/accounts/social_login)
router
  .group(() => {
    router.get('/discord/callback', [Discord, 'callback']).as('discord.callback')
    router.get('/kick/callback', [Kick, 'callback']).as('kick.callback')
    router.get('/twitch/callback', [Twitch, 'callback']).as('twitch.callback')
  })
  .prefix('/api')
  .as('account_links')

router
  .get('/auth/:provider/redirect', [controllers.SocialLogin, 'redirect'])
  .where('provider', /^(discord|kick|twitch)$/)
  .use(throttle.socialLogin)
  .as('social_login.redirect')
