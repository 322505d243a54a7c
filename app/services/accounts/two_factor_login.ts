import type { HttpContext } from '@adonisjs/core/http'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import User from '#models/user'
import { startSession, type LoginProof } from '#services/accounts/sessions'
import { throttledCheck } from '#services/accounts/login'
import { hasTwoFactor, verifySecondFactor } from '#services/accounts/two_factor'
import { TWO_FACTOR, TWO_FACTOR_MESSAGES as M } from '#shared/two_factor'

/**
 * Logging in with two-factor sign-in on takes two requests. The right password alone logs
 * nobody in: the session remembers, for TWO_FACTOR.pendingLoginMinutes, which user passed it;
 * the second request brings a code from the app (or a recovery code) and only then is the
 * session logged in (on a new id, as every login), and marked as having passed the second
 * step. Code guesses count against the same limits as password guesses, and per account.
 */
const PENDING = 'two_factor_pending'
type PendingLogin = { user_id: number; login: string; at: number; password?: boolean }

/**
 * After the right password (or a Discord or Kick sign-in, `proof.password` false): logs in,
 * or asks for the second step
 */
export async function beginLogin(
  ctx: HttpContext,
  user: User,
  login: string,
  proof: Omit<LoginProof, 'secondStep'>
) {
  if (!hasTwoFactor(user)) {
    await startSession(ctx, user, proof)
    return { message: 'success' as const }
  }
  const pending: PendingLogin = { user_id: user.id, login, at: Date.now(), ...proof }
  ctx.session.put(PENDING, pending)
  return { two_factor: true as const }
}

function pendingLogin(ctx: HttpContext): PendingLogin | null {
  const pending = ctx.session.get(PENDING) as PendingLogin | undefined
  if (!pending || typeof pending.user_id !== 'number') return null
  if (Date.now() - pending.at > TWO_FACTOR.pendingLoginMinutes * 60_000) return null
  return pending
}

/** The second step: a code (or recovery code) for the user whose password was right */
export async function completeTwoFactorLogin(
  ctx: HttpContext,
  input: { code?: string | null; recovery_code?: string | null }
) {
  const pending = pendingLogin(ctx)
  const user = pending ? await User.find(pending.user_id) : null
  if (!pending || !user || !hasTwoFactor(user)) {
    ctx.session.forget(PENDING)
    throw new ActionRefusedException(ERROR_CODES.loginExpired, M.loginExpired)
  }
  const limits = { login: pending.login, address: ctx.request.ip(), codeOf: user.id }
  const passed = await throttledCheck(limits, async () =>
    (await verifySecondFactor(user, input)) ? user : null
  )
  if (!passed)
    throw new ActionRefusedException(
      ERROR_CODES.wrongCredentials,
      input.code ? M.codeInvalid : M.recoveryCodeInvalid
    )
  ctx.session.forget(PENDING)
  await startSession(ctx, user, { password: pending.password === true, secondStep: true })
  return { message: 'success' as const }
}
