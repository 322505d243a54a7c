import { configProvider } from '@adonisjs/core'
import type { ConfigProvider } from '@adonisjs/core/types'
import type { HttpContext } from '@adonisjs/core/http'
import { errors as sessionErrors } from '@adonisjs/session'
import type { SessionStoreContract, SessionStoreFactory } from '@adonisjs/session/types'

/**
 * Requests whose session store could not be read (Redis unreachable with SESSION_DRIVER=redis,
 * or PostgreSQL with the database store): the page is answered as a guest's with a notice
 * (ACCOUNT_MESSAGES.accountsUnavailable), the session cookie is left as it came, and anything
 * that needs the session (a login gate, a flash message) answers 503 with the store's error.
 */
const unreadable = new WeakMap<HttpContext, Error>()

export function markSessionUnreadable(ctx: HttpContext, error: Error) {
  unreadable.set(ctx, error)
}

/** Whether this request's session could not be read (the page is rendered as a guest's) */
export function sessionUnreadable(ctx: HttpContext) {
  return unreadable.has(ctx)
}

/**
 * The error a request answers with: a write to the read-only session of a request whose store
 * could not be read is that store's error (503, the site is busy), not a fault of ours (500)
 */
export function unreadableSessionError(ctx: HttpContext, error: unknown) {
  const cause = unreadable.get(ctx)
  return cause && error instanceof sessionErrors.E_SESSION_NOT_MUTABLE ? cause : error
}

/** The store of a session that could not be read: holds nothing, and is never written */
export const UNREADABLE_STORE: SessionStoreContract = {
  read: async () => null,
  write: async () => {},
  destroy: async () => {},
  touch: async () => {},
}

/**
 * A store that is not asked to read for a request without the session cookie: such a request
 * has no session (one starts when something is stored, and its cookie comes with it), so a
 * guest's page costs no session read, and a guest never waits on an unreachable Redis.
 * Writes, and everything else, go to the store as they are.
 */
export function withoutGuestReads(
  provider: ConfigProvider<SessionStoreFactory>
): ConfigProvider<SessionStoreFactory> {
  return configProvider.create(async (app) => {
    const factory = await provider.resolver(app)
    return (ctx, config) => {
      const store = factory(ctx, config)
      // the session collection (ending a user's other sessions) makes its store with no request
      if (!ctx || ctx.request.cookie(config.cookieName) !== undefined) return store
      return new Proxy(store, {
        get(target, name) {
          if (name === 'read') return async () => null
          const value = Reflect.get(target, name, target)
          return typeof value === 'function' ? value.bind(target) : value
        },
      })
    }
  })
}
