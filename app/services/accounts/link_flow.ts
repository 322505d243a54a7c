import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { safeEqual } from '@adonisjs/core/helpers'
import {
  AccountAlreadyLinkedError,
  linkAccount,
  PROVIDER_NAMES,
  type LinkProvider,
} from '#services/accounts/linked_accounts'
import { isOAuthConfigured } from '#config/ally'

/**
 * Linking an outside account by browser navigation: the start route redirects to the
 * provider, the callback checks `state` and the PKCE verifier (both providers), fetches the
 * outside account and links it to the logged-in user. Every outcome lands on the profile's
 * CONNECTIONS tab with a toast; nothing here can crash the page.
 *
 * The state is held twice: Ally's encrypted cookie (per browser) and this session (per
 * login), and the callback must match both, once. Ally alone accepts a callback that has
 * neither a state nor a state cookie, and a cookie planted from another session.
 */
export const CONNECTIONS_URL = '/account?tab=connections'

function land(ctx: HttpContext, kind: 'success' | 'error', message: string) {
  ctx.session.flash(kind, message)
  return ctx.response.redirect(CONNECTIONS_URL)
}

export function notConfiguredMessage(provider: LinkProvider) {
  return `${PROVIDER_NAMES[provider]} linking is not set up on this site yet. Please try again later.`
}

const stateKey = (provider: LinkProvider) => `oauth_state_${provider}`

export function missingStateMessage(provider: LinkProvider) {
  return `The ${PROVIDER_NAMES[provider]} link request came back without its security check. Please start again from your profile.`
}

export function stateMismatchMessage(provider: LinkProvider) {
  return `The ${PROVIDER_NAMES[provider]} link request expired or did not match. Please try again.`
}

/** Which check the callback's `state` fails, if any; the session's copy is used up either way */
function stateProblem(ctx: HttpContext, provider: LinkProvider, stateMisMatch: () => boolean) {
  const expected: unknown = ctx.session.pull(stateKey(provider))
  const given: unknown = ctx.request.input('state')
  if (typeof given !== 'string' || given === '') return missingStateMessage(provider)
  if (typeof expected !== 'string' || !safeEqual(given, expected) || stateMisMatch()) {
    return stateMismatchMessage(provider)
  }
  return null
}

export async function startLink(ctx: HttpContext, provider: LinkProvider) {
  if (!isOAuthConfigured(provider)) {
    const message = notConfiguredMessage(provider)
    if (ctx.request.accepts(['html', 'json']) === 'json') {
      // 409: the site is not set up for it (a 5xx would say something broke)
      return ctx.response.conflict({ message, error: message })
    }
    return land(ctx, 'error', message)
  }
  return ctx.ally.use(provider).redirect((request) => {
    ctx.session.put(stateKey(provider), request.getParams().state)
  })
}

export async function finishLink(ctx: HttpContext, provider: LinkProvider) {
  const name = PROVIDER_NAMES[provider]
  if (!isOAuthConfigured(provider)) return land(ctx, 'error', notConfiguredMessage(provider))

  const driver = ctx.ally.use(provider)
  const problem = stateProblem(ctx, provider, () => driver.stateMisMatch())
  if (problem) return land(ctx, 'error', problem)
  if (driver.accessDenied()) return land(ctx, 'error', `${name} linking was cancelled.`)
  if (driver.hasError())
    return land(ctx, 'error', `${name} did not confirm the link. Please try again.`)

  let outside: { id: string; nickName: string; name: string }
  try {
    outside = await driver.user()
  } catch (error) {
    // the message only: the error object carries the request, with the client secret
    logger.warn(
      { provider, reason: (error as Error).message },
      'oauth: could not read the outside account'
    )
    return land(ctx, 'error', `Could not reach ${name}. Please try again later.`)
  }

  try {
    await linkAccount(ctx.auth.getUserOrFail(), provider, {
      id: String(outside.id),
      username: outside.nickName || outside.name,
    })
  } catch (error) {
    if (error instanceof AccountAlreadyLinkedError) return land(ctx, 'error', error.message)
    throw error
  }
  return land(ctx, 'success', `${name} account connected!`)
}
