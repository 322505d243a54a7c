import { createHmac } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import type { Session } from '@adonisjs/session'
import type User from '#models/user'
import { appKey } from '#config/app'
import { recordSessionDevice } from '#services/accounts/session_list'
import { markConfirmed } from '#services/accounts/confirmation'

/**
 * Each logged-in session carries a mark of the password it was opened with (an HMAC of the
 * password hash under APP_KEY, so the session never holds the hash itself). A new password
 * (change or reset) makes every older session's mark stale, and the first request of such a
 * session logs it out. This holds whatever the session store, even for a session row that a
 * request already in flight writes back after it was destroyed.
 */
const PASSWORD_MARK = 'password_mark'

function passwordMark(user: User) {
  return createHmac('sha256', appKey.release()).update(user.password).digest('base64url')
}

/** Marks this session as opened with the user's current password */
export function markSessionPassword(session: Session, user: User) {
  session.put(PASSWORD_MARK, passwordMark(user))
}

/**
 * Logs out a session whose password mark no longer matches the user's password. (Sessions
 * without a mark, from before marks existed, are left to the tag-based ending below.)
 */
export async function rejectStaleSession(ctx: HttpContext) {
  const user = ctx.auth.user
  if (!user) return
  const mark = ctx.session.get(PASSWORD_MARK)
  if (mark === undefined || mark === passwordMark(user)) return
  await endSession(ctx)
}

/**
 * How a login proved who it is: `password` (the password was given; a Discord or Kick sign-in
 * gives none) and `secondStep` (a two-factor code was given too)
 */
export type LoginProof = { password: boolean; secondStep?: boolean }

/**
 * Logs a user in on a new session id (the guard regenerates it, so a session id planted
 * before login is worthless), marks it with the password, and tags it with the user, so a
 * password reset or change can also remove the user's other sessions from the store.
 */
export async function startSession(ctx: HttpContext, user: User, proof: LoginProof) {
  await ctx.auth.use('web').login(user)
  markSessionPassword(ctx.session, user)
  // signing in (password, and the code where on) counts as confirming it is you
  markConfirmed(ctx.session, { password: proof.password })
  if (proof.secondStep) markSecondStepPassed(ctx.session, user)
  recordSessionDevice(ctx)
  if (ctx.session.supportsTagging()) await ctx.session.tag(String(user.id))
}

/**
 * Two-factor sign-in is a property of the session too: a session remembers that it passed the
 * second step (or turned two-factor sign-in on itself), for the user it was passed for. The
 * staff rule (STAFF_2FA=required) lets only such a session through, so a session opened before
 * two-factor sign-in was turned on elsewhere does not inherit it.
 */
const SECOND_STEP = 'second_step_user'

export function markSecondStepPassed(session: Pick<Session, 'put'>, user: Pick<User, 'id'>) {
  session.put(SECOND_STEP, user.id)
}

export function passedSecondStep(session: Pick<Session, 'get'>, user: Pick<User, 'id'>) {
  return session.get(SECOND_STEP) === user.id
}

/**
 * Logs out and empties the session, which removes it from the store. The browser continues on
 * a new session id, so it also gets a new CSRF token (the CSRF middleware issues one whenever
 * the id changes): nothing issued to the logged-in session stays valid.
 */
export async function endSession(ctx: HttpContext) {
  await ctx.auth.use('web').logout()
  ctx.session.clear()
  ctx.session.regenerate()
}
