import { createHmac } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import { SessionCollection } from '@adonisjs/session'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { appKey } from '#config/app'

/**
 * The account's signed-in sessions, as the Security tab lists them: which browser, from which
 * address, since when and last seen when. Each logged-in session carries a small `device`
 * record (written at login, its last-seen time moved at most every SEEN_INTERVAL_MS); the
 * list reads the sessions the store tagged with the user (database, memory and Redis stores).
 * A session is named to the page by an HMAC of its id, never the id itself (the id is what
 * the session cookie carries).
 */
const DEVICE = 'device'
const SEEN_INTERVAL_MS = 5 * 60_000

type Device = { agent: string; address: string; started_at: number; seen_at: number }

export type SignedInSession = {
  handle: string
  browser: string
  address: string
  started_at: string
  seen_at: string
  current: boolean
}

function handleOf(sessionId: string) {
  return createHmac('sha256', appKey.release())
    .update(`session-handle:${sessionId}`)
    .digest('base64url')
    .slice(0, 22)
}

/** "Firefox on Windows": enough to recognise one's own devices, nothing more */
export function describeAgent(agent: string) {
  const browser =
    [
      ['Edge', /Edg\//],
      ['Opera', /OPR\/|Opera/],
      ['Firefox', /Firefox\//],
      ['Chrome', /Chrome\/|CriOS\//],
      ['Safari', /Safari\//],
    ].find(([, pattern]) => (pattern as RegExp).test(agent))?.[0] ?? 'A browser'
  const system =
    [
      ['iOS', /iPhone|iPad|iPod/],
      ['Android', /Android/],
      ['Windows', /Windows/],
      ['macOS', /Mac OS X|Macintosh/],
      ['Linux', /Linux/],
    ].find(([, pattern]) => (pattern as RegExp).test(agent))?.[0] ?? null
  return system ? `${browser} on ${system}` : (browser as string)
}

/** At login: what the list will show of this session */
export function recordSessionDevice(ctx: HttpContext) {
  const now = Date.now()
  const device: Device = {
    agent: (ctx.request.header('user-agent') ?? '').slice(0, 300),
    address: ctx.request.ip(),
    started_at: now,
    seen_at: now,
  }
  ctx.session.put(DEVICE, device)
}

/** On a logged-in request: moves the last-seen time, at most every few minutes */
export function touchSessionDevice(ctx: HttpContext) {
  const device = ctx.session.get(DEVICE) as Device | undefined
  if (!device || Date.now() - device.seen_at < SEEN_INTERVAL_MS) return
  ctx.session.put(DEVICE, { ...device, seen_at: Date.now(), address: ctx.request.ip() })
}

/**
 * Ends every session of the user except `keepSessionId` (the caller's own). Works with every
 * store that tags sessions (database, memory, redis); the cookie store cannot.
 */
export async function endOtherSessions(userId: number, keepSessionId?: string) {
  const { sessions, tagged } = await taggedSessions(userId)
  let ended = 0
  for (const session of tagged) {
    if (session.id === keepSessionId) continue
    await sessions.destroy(session.id)
    ended++
  }
  return ended
}

async function taggedSessions(userId: number) {
  const sessions = await app.container.make(SessionCollection)
  if (!sessions.supportsTagging()) return { sessions, tagged: [] }
  return { sessions, tagged: await sessions.tagged(String(userId)) }
}

/** The user's sessions, this one first, then the most recently seen */
export async function listSignedInSessions(ctx: HttpContext): Promise<SignedInSession[]> {
  const user = ctx.auth.getUserOrFail()
  const { tagged } = await taggedSessions(user.id)
  const currentId = ctx.session.sessionId
  return tagged
    .map(({ id, data }) => {
      const device = (data as Record<string, unknown>)[DEVICE] as Device | undefined
      return {
        handle: handleOf(id),
        browser: describeAgent(device?.agent ?? ''),
        address: device?.address ?? 'unknown',
        started_at: new Date(device?.started_at ?? 0).toISOString(),
        seen_at: new Date(device?.seen_at ?? 0).toISOString(),
        current: id === currentId,
      }
    })
    .sort((a, b) => Number(b.current) - Number(a.current) || b.seen_at.localeCompare(a.seen_at))
}

/** Ends one of the user's other sessions, named by its handle */
export async function endSignedInSession(ctx: HttpContext, handle: string) {
  const user = ctx.auth.getUserOrFail()
  const { sessions, tagged } = await taggedSessions(user.id)
  const target = tagged.find(({ id }) => handleOf(id) === handle)
  if (!target) throw new ActionRefusedException(ERROR_CODES.notFound, 'errors.session_ended')
  if (target.id === ctx.session.sessionId) {
    throw new ActionRefusedException(ERROR_CODES.invalidState, 'errors.session_current')
  }
  await sessions.destroy(target.id)
}

/** Ends every session of the user but this one; answers how many ended */
export function endOtherSignedInSessions(ctx: HttpContext) {
  return endOtherSessions(ctx.auth.getUserOrFail().id, ctx.session.sessionId)
}
