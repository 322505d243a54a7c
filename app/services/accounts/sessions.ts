import app from '@adonisjs/core/services/app'
import { SessionCollection } from '@adonisjs/session'
import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'

/**
 * Logs a user in on a new session id (the guard regenerates it, so a session id planted
 * before login is worthless) and tags the session with the user, so a password reset or a
 * password change can end the user's other sessions.
 */
export async function startSession(ctx: HttpContext, user: User) {
  await ctx.auth.use('web').login(user)
  if (ctx.session.supportsTagging()) await ctx.session.tag(String(user.id))
}

/** Logs out and empties the session, which removes it from the store */
export async function endSession(ctx: HttpContext) {
  await ctx.auth.use('web').logout()
  ctx.session.clear()
}

/**
 * Ends every session of the user except `keepSessionId` (the caller's own). Works with every
 * store that tags sessions (database, memory, redis); the cookie store cannot.
 */
export async function endOtherSessions(userId: number, keepSessionId?: string) {
  const sessions = await app.container.make(SessionCollection)
  if (!sessions.supportsTagging()) return 0
  let ended = 0
  for (const session of await sessions.tagged(String(userId))) {
    if (session.id === keepSessionId) continue
    await sessions.destroy(session.id)
    ended++
  }
  return ended
}
