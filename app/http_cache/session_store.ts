import { configProvider } from '@adonisjs/core'
import type { ConfigProvider } from '@adonisjs/core/types'
import type { SessionStoreContract, SessionStoreFactory } from '@adonisjs/session/types'
import { keepRecent } from '#utils/recent_map'

/**
 * How long after this process moved a session's expiry it leaves the next request's touch
 * out. The session package touches (an UPDATE of expires_at) on every request that changed
 * nothing, and on SQLite that write takes the lock every writer (a purchase) waits for. A
 * session lives SESSION_AGE (30 days) after its last touch and a guest's row is idle after
 * GUEST_SESSION_IDLE_HOURS (24), so moving the expiry at most every few minutes changes
 * neither by more than that.
 */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60_000

/** The sessions this process touched lately (at most this many, the oldest dropped first) */
const RECENT_TOUCHES_LIMIT = 10_000
const recentTouches = new Map<string, number>()

/** True when the session's expiry was moved less than SESSION_TOUCH_INTERVAL_MS ago here */
function touchedLately(sessionId: string, now = Date.now()) {
  const touchedAt = recentTouches.get(sessionId)
  if (touchedAt !== undefined && now - touchedAt < SESSION_TOUCH_INTERVAL_MS) return true
  keepRecent(recentTouches, sessionId, now, RECENT_TOUCHES_LIMIT)
  return false
}

/**
 * A session store that does not delete what it has just found missing. The session package
 * deletes the row of every empty session that came with a cookie, so each page view of a
 * returning guest (a session cookie, nothing stored) would run a DELETE: no row changes, but
 * on SQLite it still takes the write lock every writer waits for. A store is made per request,
 * so it knows whether its read of that id found anything. It also touches a session at most
 * once per SESSION_TOUCH_INTERVAL_MS (see there); a write or a destroy always goes through.
 */
function skipDeletingUnstored(store: SessionStoreContract): SessionStoreContract {
  let unstoredId: string | undefined
  return new Proxy(store, {
    get(target, property) {
      if (property === 'read') {
        return async (sessionId: string) => {
          const values = await target.read(sessionId)
          unstoredId = values === null ? sessionId : undefined
          return values
        }
      }
      if (property === 'destroy') {
        return async (sessionId: string) => {
          recentTouches.delete(sessionId)
          if (sessionId !== unstoredId) await target.destroy(sessionId)
        }
      }
      if (property === 'touch') {
        return async (sessionId: string) => {
          if (!touchedLately(sessionId)) await target.touch(sessionId)
        }
      }
      const value = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/**
 * Wraps a session store (config/session.ts) so a guest's page view deletes nothing and a
 * returning visitor's requests rarely write
 */
export function withoutUnstoredDeletes(provider: ConfigProvider<SessionStoreFactory>) {
  return configProvider.create<SessionStoreFactory>(async (app) => {
    const factory = await provider.resolver(app)
    return (ctx, config) => skipDeletingUnstored(factory(ctx, config))
  })
}
