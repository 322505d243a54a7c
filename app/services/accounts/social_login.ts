import type { HttpContext } from '@adonisjs/core/http'
import { isOAuthConfigured } from '#config/ally'
import { loginPath, safeIntendedPath } from '#shared/accounts'
import {
  linkedUser,
  oauthMessage,
  said,
  type LinkProvider,
} from '#services/accounts/linked_accounts'
import type { MessageKey, MessageValues } from '#shared/messages'
import { finishLink, startLink } from '#services/accounts/link_flow'
import { pendingIntent, receiveOAuth, rememberOAuth } from '#services/accounts/oauth_state'
import { createSocialUser, SocialSignUpRefused } from '#services/accounts/social_accounts'
import { beginLogin } from '#services/accounts/two_factor_login'
import { startSession } from '#services/accounts/sessions'
import { trySendEmailConfirmation } from '#services/accounts/email_confirmation'
import { TWO_FACTOR_STEP_QUERY as STEP } from '#shared/two_factor'

/**
 * "Continue with Discord / Kick / Twitch" in the auth dialog: GET /auth/<provider>/redirect starts a
 * round trip whose intent (login) and page to come back to stay in the session; the provider
 * sends the browser to the same callback as linking (the one redirect URI the OAuth app
 * knows), and the session's intent picks this flow. A linked outside account logs its user in
 * through the password login's own steps (two-factor second step, new session id); a new one
 * gets a site account (#services/accounts/social_accounts). Failures land on the home page
 * with the login dialog open and a toast; nothing is changed by a failed callback.
 */
export function socialNotConfiguredMessage(provider: LinkProvider) {
  return oauthMessage('oauth_rules.login_not_configured', provider)
}

export function loginMissingStateMessage(provider: LinkProvider) {
  return oauthMessage('oauth_rules.login_missing_state', provider)
}

export function loginMismatchMessage(provider: LinkProvider) {
  return oauthMessage('oauth_rules.login_mismatch', provider)
}

export function alreadyLoggedInMessage(provider: LinkProvider) {
  return oauthMessage('oauth_rules.already_logged_in', provider)
}

function land(ctx: HttpContext, kind: 'success' | 'error', message: string, to: string) {
  ctx.session.flash(kind, message)
  return ctx.response.redirect(to)
}

export async function startSocialLogin(ctx: HttpContext, provider: LinkProvider) {
  // someone already logged in asked to "continue with" a provider: that is linking it
  if (ctx.auth.user) return startLink(ctx, provider)
  const intended = safeIntendedPath(ctx.request.input('intended'))
  if (!isOAuthConfigured(provider)) {
    return land(ctx, 'error', said(ctx, socialNotConfiguredMessage(provider)), loginPath(intended))
  }
  return ctx.ally.use(provider).redirect((request) => {
    // Discord shares the address only with the `email` scope; linking never asks for it
    // (the URL builder appends, so the linking scope set before is taken out first)
    if (provider === 'discord') request.clearParam('scope').scopes(['identify', 'email'])
    // Twitch likewise: its (always verified) address comes with user:read:email only
    if (provider === 'twitch') request.clearParam('scope').param('scope', 'user:read:email')
    rememberOAuth(ctx, provider, { state: request.getParams().state, intent: 'login', intended })
  })
}

export async function finishSocialLogin(ctx: HttpContext, provider: LinkProvider) {
  const retry = loginPath(null)
  if (!isOAuthConfigured(provider)) {
    return land(ctx, 'error', said(ctx, socialNotConfiguredMessage(provider)), retry)
  }
  const wording = (key: MessageKey, values?: MessageValues) =>
    said(ctx, oauthMessage(key, provider, values))
  const received = await receiveOAuth(ctx, provider, {
    missing: said(ctx, loginMissingStateMessage(provider)),
    mismatch: said(ctx, loginMismatchMessage(provider)),
    cancelled: wording('oauth_rules.login_cancelled'),
    failed: wording('oauth_rules.login_failed'),
    unreachable: wording('oauth_rules.unreachable'),
  })
  if ('problem' in received) return land(ctx, 'error', received.problem, retry)
  // logged in (in another tab) since the trip started: one account per session
  if (ctx.auth.user) return land(ctx, 'error', said(ctx, alreadyLoggedInMessage(provider)), '/')

  const { outside, pending } = received
  const back = pending.intended ?? '/'
  let found = await linkedUser(provider, outside.id)
  if (!found) {
    try {
      const made = await createSocialUser(provider, outside)
      if (made.created) {
        await startSession(ctx, made.user, { password: false })
        if (!made.user.emailVerifiedAt) await trySendEmailConfirmation(made.user)
        const welcome = wording('oauth_rules.welcome', { username: made.user.username })
        return land(ctx, 'success', welcome, back)
      }
      found = made.user
    } catch (error) {
      if (error instanceof SocialSignUpRefused) {
        return land(ctx, 'error', said(ctx, error.refusal), retry)
      }
      throw error
    }
  }
  const result = await beginLogin(ctx, found, found.username, { password: false })
  if ('two_factor' in result) {
    return ctx.response.redirect(`${loginPath(pending.intended)}&${STEP.name}=${STEP.value}`)
  }
  return land(ctx, 'success', wording('oauth_rules.logged_in'), back)
}

/**
 * The provider's callback (/api/<provider>/callback), shared by both intents: the session
 * says which round trip this is. Linking needs a logged-in user, as its start did.
 */
export function finishOAuth(ctx: HttpContext, provider: LinkProvider) {
  // a guest's callback with no trip under way is refused in the log-in flow's words
  if (pendingIntent(ctx, provider) === 'login' || !ctx.auth.user) {
    return finishSocialLogin(ctx, provider)
  }
  return finishLink(ctx, provider)
}
