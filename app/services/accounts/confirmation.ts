import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { hasTwoFactor, verifySecondFactor } from '#services/accounts/two_factor'
import { throttledCheck } from '#services/accounts/login'
import { CONFIRMATION, CONFIRMATION_MESSAGES as M } from '#shared/confirmation'

/**
 * Confirming it is you (#shared/confirmation): the session remembers when its user last gave
 * the password or a two-factor code (signing in counts), and separately when the password
 * itself was last given; a dangerous action needs that to be at most CONFIRMATION.minutes ago
 * (turning two-factor sign-in on or off: the password). Guesses count against the login
 * limits, codes also per account.
 */
const CONFIRMED_AT = 'confirmed_at'
const PASSWORD_CONFIRMED_AT = 'password_confirmed_at'

type SessionLike = Pick<HttpContext['session'], 'get' | 'put'>

/** `password`: the password itself was given (not only a code, or a Discord or Kick sign-in) */
export function markConfirmed(session: SessionLike, { password }: { password: boolean }) {
  const now = Date.now()
  session.put(CONFIRMED_AT, now)
  if (password) session.put(PASSWORD_CONFIRMED_AT, now)
}

export function isRecentlyConfirmed(session: SessionLike, { password = false } = {}) {
  const at = session.get(password ? PASSWORD_CONFIRMED_AT : CONFIRMED_AT)
  return typeof at === 'number' && Date.now() - at < CONFIRMATION.minutes * 60_000
}

/** POST /api/auth/confirm: `{ password }` or `{ code }` (a two-factor or recovery code) */
export async function confirmIdentity(
  ctx: HttpContext,
  user: User,
  input: { password?: string | null; code?: string | null }
) {
  if (!input.password && !input.code)
    throw new ActionRefusedException(ERROR_CODES.unusableInput, M.missing)
  if (!input.password && !hasTwoFactor(user)) {
    throw new ActionRefusedException(ERROR_CODES.unusableInput, M.codeWithoutTwoFactor)
  }
  const limits = {
    login: user.username,
    address: ctx.request.ip(),
    codeOf: input.password ? undefined : user.id,
  }
  const right = await throttledCheck(limits, async () => {
    const passed = input.password
      ? await user.verifyPassword(input.password)
      : await verifySecondFactor(user, { code: input.code })
    return passed ? user : null
  })
  if (!right) throw new ActionRefusedException(ERROR_CODES.wrongCredentials, M.wrong)
  markConfirmed(ctx.session, { password: Boolean(input.password) })
  return { message: 'success' as const, confirmed_minutes: CONFIRMATION.minutes }
}

/**
 * Refuses a dangerous action while unconfirmed: 403 `{ message, error:
 * 'confirmation_required' }`, which the pages' confirmation dialog answers (then retries).
 * With `password`, only a confirmation with the password counts.
 */
export function requireConfirmation(ctx: HttpContext, options: { password?: boolean } = {}) {
  if (isRecentlyConfirmed(ctx.session, options)) return
  throw new ActionRefusedException(ERROR_CODES.confirmationRequired, M.required)
}
