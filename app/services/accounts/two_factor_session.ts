import type { HttpContext } from '@adonisjs/core/http'
import { markSecondStepPassed } from '#services/accounts/sessions'
import { endOtherSessions } from '#services/accounts/session_list'
import { disableTwoFactor, enableTwoFactor } from '#services/accounts/two_factor'

/**
 * Turning two-factor sign-in on or off from the Security tab. The route asks for a fresh
 * confirmation with the password first (on: `middleware.confirmed({ password: true })`; off:
 * the password and a code in the request, checked under the login limits). Either way every
 * other session of the account ends; the session that turned it on counts as having passed
 * the second step (#services/accounts/sessions).
 */
export async function turnTwoFactorOn(ctx: HttpContext, code: string) {
  const user = ctx.auth.getUserOrFail()
  const recoveryCodes = await enableTwoFactor(user, code)
  markSecondStepPassed(ctx.session, user)
  await endOtherSessions(user.id, ctx.session.sessionId)
  return recoveryCodes
}

export async function turnTwoFactorOff(
  ctx: HttpContext,
  input: { password: string; code: string }
) {
  const user = ctx.auth.getUserOrFail()
  await disableTwoFactor(user, input, ctx.request.ip())
  await endOtherSessions(user.id, ctx.session.sessionId)
}
