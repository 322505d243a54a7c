import type { HttpContext } from '@adonisjs/core/http'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import type { MessageKey } from '#shared/messages'
import {
  AccountAlreadyLinkedError,
  linkAccount,
  oauthMessage,
  said,
  type LinkProvider,
} from '#services/accounts/linked_accounts'
import { receiveOAuth, rememberOAuth } from '#services/accounts/oauth_state'
import { isOAuthConfigured } from '#config/ally'

/**
 * Linking an outside account by browser navigation: the start route redirects to the
 * provider, the callback checks `state` and the PKCE verifier (both providers), fetches the
 * outside account and links it to the logged-in user. Every outcome lands on the profile's
 * CONNECTIONS tab with a toast; nothing here can crash the page.
 *
 * The state is held twice: Ally's encrypted cookie (per browser) and this session (per
 * login), and the callback must match both, once (#services/accounts/oauth_state). Ally
 * alone accepts a callback that has neither a state nor a state cookie, and a cookie planted
 * from another session.
 */
export const CONNECTIONS_URL = '/account?tab=connections'

function land(ctx: HttpContext, kind: 'success' | 'error', message: string) {
  ctx.session.flash(kind, message)
  return ctx.response.redirect(CONNECTIONS_URL)
}

export function notConfiguredMessage(provider: LinkProvider) {
  return oauthMessage('oauth_rules.link_not_configured', provider)
}

export function missingStateMessage(provider: LinkProvider) {
  return oauthMessage('oauth_rules.link_missing_state', provider)
}

export function stateMismatchMessage(provider: LinkProvider) {
  return oauthMessage('oauth_rules.link_mismatch', provider)
}

export async function startLink(ctx: HttpContext, provider: LinkProvider) {
  if (!isOAuthConfigured(provider)) {
    const message = notConfiguredMessage(provider)
    if (ctx.request.accepts(['html', 'json']) === 'json') {
      // 409: the site is not set up for it (a 5xx would say something broke)
      throw new ActionRefusedException(ERROR_CODES.notConfigured, message)
    }
    return land(ctx, 'error', said(ctx, message))
  }
  return ctx.ally.use(provider).redirect((request) => {
    rememberOAuth(ctx, provider, {
      state: request.getParams().state,
      intent: 'link',
      intended: null,
    })
  })
}

export async function finishLink(ctx: HttpContext, provider: LinkProvider) {
  if (!isOAuthConfigured(provider)) {
    return land(ctx, 'error', said(ctx, notConfiguredMessage(provider)))
  }
  const wording = (key: MessageKey) => said(ctx, oauthMessage(key, provider))
  const received = await receiveOAuth(ctx, provider, {
    missing: said(ctx, missingStateMessage(provider)),
    mismatch: said(ctx, stateMismatchMessage(provider)),
    cancelled: wording('oauth_rules.link_cancelled'),
    failed: wording('oauth_rules.link_failed'),
    unreachable: wording('oauth_rules.unreachable'),
  })
  if ('problem' in received) return land(ctx, 'error', received.problem)

  try {
    await linkAccount(ctx.auth.getUserOrFail(), provider, received.outside)
  } catch (error) {
    if (error instanceof AccountAlreadyLinkedError) {
      return land(ctx, 'error', wording('oauth_rules.already_linked'))
    }
    throw error
  }
  return land(ctx, 'success', wording('oauth_rules.linked'))
}
