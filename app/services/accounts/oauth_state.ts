import type { HttpContext } from '@adonisjs/core/http'
import { safeEqual } from '@adonisjs/core/helpers'
import logger from '@adonisjs/core/services/logger'
import type { LinkProvider } from '#services/accounts/linked_accounts'

/**
 * The server's half of an OAuth round trip (linking or logging in): the `state` sent to the
 * provider and what the trip is for, kept in this session. The provider sends every callback
 * to the one redirect URI it knows (/api/<provider>/callback), so the intent travels here,
 * never in the callback's query: a visitor cannot turn a link into a login or back.
 * Ally's encrypted cookies hold the state and the PKCE verifier per browser; the callback
 * must match both, once (the session's copy is used up by the first callback).
 */
export type OAuthIntent = 'link' | 'login'
export type PendingOAuth = { state: string; intent: OAuthIntent; intended: string | null }

const key = (provider: LinkProvider) => `oauth_state_${provider}`

export function rememberOAuth(ctx: HttpContext, provider: LinkProvider, pending: PendingOAuth) {
  ctx.session.put(key(provider), pending)
}

/** What the session started for this provider, without using it up */
export function pendingIntent(ctx: HttpContext, provider: LinkProvider): OAuthIntent | null {
  const pending = ctx.session.get(key(provider)) as Partial<PendingOAuth> | undefined
  return pending?.intent === 'login' || pending?.intent === 'link' ? pending.intent : null
}

/**
 * Uses up the session's round trip and checks the callback's `state` against it and Ally's
 * cookie: 'missing' (no state came back), 'mismatch', or the pending trip when all agree.
 */
export function takeOAuth(
  ctx: HttpContext,
  provider: LinkProvider,
  stateMisMatch: () => boolean
): PendingOAuth | 'missing' | 'mismatch' {
  const expected = ctx.session.pull(key(provider)) as Partial<PendingOAuth> | undefined
  const given: unknown = ctx.request.input('state')
  if (typeof given !== 'string' || given === '') return 'missing'
  if (typeof expected?.state !== 'string' || !safeEqual(given, expected.state)) return 'mismatch'
  if (stateMisMatch()) return 'mismatch'
  return {
    state: expected.state,
    intent: expected.intent === 'login' ? 'login' : 'link',
    intended: typeof expected.intended === 'string' ? expected.intended : null,
  }
}

/** The outside account a callback proved, in the shape both flows use */
export type OutsideAccount = {
  id: string
  username: string
  email: string | null
  /** the provider says it confirmed the address (Discord's `verified`) */
  emailVerified: boolean
}

/** The words of one flow for each way a callback can fail */
export type CallbackWording = {
  missing: string
  mismatch: string
  cancelled: string
  failed: string
  unreachable: string
}

/**
 * The callback's checks in order (state, consent, the code exchange with the PKCE verifier,
 * the account read), each failure answered with the flow's words; nothing is changed here.
 */
export async function receiveOAuth(
  ctx: HttpContext,
  provider: LinkProvider,
  wording: CallbackWording
): Promise<{ pending: PendingOAuth; outside: OutsideAccount } | { problem: string }> {
  const driver = ctx.ally.use(provider)
  const pending = takeOAuth(ctx, provider, () => driver.stateMisMatch())
  if (pending === 'missing') return { problem: wording.missing }
  if (pending === 'mismatch') return { problem: wording.mismatch }
  if (driver.accessDenied()) return { problem: wording.cancelled }
  if (driver.hasError()) return { problem: wording.failed }
  try {
    const account = await driver.user()
    return {
      pending,
      outside: {
        id: String(account.id),
        username: account.nickName || account.name,
        email: typeof account.email === 'string' && account.email !== '' ? account.email : null,
        emailVerified: account.emailVerificationState === 'verified',
      },
    }
  } catch (error) {
    // the message only: the error object carries the request, with the client secret
    logger.warn(
      { provider, reason: (error as Error).message },
      'oauth: could not read the outside account'
    )
    return { problem: wording.unreachable }
  }
}
