import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { hasTwoFactor, verifySecondFactor } from '#services/accounts/two_factor'
import { loginLimits } from '#infra/http/rate_limits'
import { CONFIRMATION, CONFIRMATION_MESSAGES as M } from '#shared/confirmation'

/**
 * Confirming it is you (#shared/confirmation): the session remembers when its user last gave
 * the password or a two-factor code (signing in counts); a dangerous action needs that to be
 * at most CONFIRMATION.minutes ago. Guesses count against the login limits.
 */
const CONFIRMED_AT = 'confirmed_at'

type SessionLike = Pick<HttpContext['session'], 'get' | 'put'>

export function markConfirmed(session: SessionLike) {
  session.put(CONFIRMED_AT, Date.now())
}

export function isRecentlyConfirmed(session: SessionLike) {
  const at = session.get(CONFIRMED_AT)
  return typeof at === 'number' && Date.now() - at < CONFIRMATION.minutes * 60_000
}

/** POST /api/auth/confirm: `{ password }` or `{ code }` (a two-factor or recovery code) */
export async function confirmIdentity(
  ctx: HttpContext,
  user: User,
  input: { password?: string | null; code?: string | null }
) {
  if (!input.password && !input.code) throw new ActionRefusedException(M.missing)
  if (!input.password && !hasTwoFactor(user)) {
    throw new ActionRefusedException(M.codeWithoutTwoFactor)
  }
  const address = ctx.request.ip()
  const perAddress = loginLimits.address(address)
  const perUser = loginLimits.usernameAtAddress(user.username, address)
  await perAddress.limiter.consume(perAddress.key)
  await perUser.limiter.consume(perUser.key)
  const right = input.password
    ? await user.verifyPassword(input.password)
    : await verifySecondFactor(user, { code: input.code })
  if (!right) throw new ActionRefusedException(M.wrong)
  await perUser.limiter.delete(perUser.key)
  await perAddress.limiter.decrement(perAddress.key)
  markConfirmed(ctx.session)
  return { message: 'success' as const, confirmed_minutes: CONFIRMATION.minutes }
}

/**
 * The refusal of a dangerous action while unconfirmed: 403 `{ message, error:
 * 'confirmation_required' }`, which the pages' confirmation dialog answers (then retries).
 * Answers true when it refused.
 */
export function refuseUnconfirmed(ctx: HttpContext) {
  if (isRecentlyConfirmed(ctx.session)) return false
  ctx.response.forbidden({ message: M.required, error: CONFIRMATION.error })
  return true
}
