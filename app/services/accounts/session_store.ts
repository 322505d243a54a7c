import { configProvider } from '@adonisjs/core'
import type { ConfigProvider } from '@adonisjs/core/types'
import type { SessionStoreContract, SessionStoreFactory } from '@adonisjs/session/types'

/**
 * A session store that does not delete what it has just found missing. The session package
 * deletes the row of every empty session that came with a cookie, so each page view of a
 * returning guest (a session cookie, nothing stored) would run a DELETE: no row changes, but
 * on SQLite it still takes the write lock every writer waits for. A store is made per request,
 * so it knows whether its read of that id found anything.
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
          if (sessionId !== unstoredId) await target.destroy(sessionId)
        }
      }
      const value = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/** Wraps a session store (config/session.ts) so a guest's page view deletes nothing */
export function withoutUnstoredDeletes(provider: ConfigProvider<SessionStoreFactory>) {
  return configProvider.create<SessionStoreFactory>(async (app) => {
    const factory = await provider.resolver(app)
    return (ctx, config) => skipDeletingUnstored(factory(ctx, config))
  })
}
