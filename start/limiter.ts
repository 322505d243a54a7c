/**
 * Rate limits, one definition per kind of write. Apply with `.use(throttle.x)` on routes.
 * Keys: the user when logged in, else the IP. Exceeding one answers 429 with a readable
 * message (see the exception handler).
 */
import env from '#start/env'
import limiter from '@adonisjs/limiter/services/main'
import type { HttpContext } from '@adonisjs/core/http'

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.'

const actor = (ctx: HttpContext) =>
  ctx.auth?.user ? `user:${ctx.auth.user.id}` : `ip:${ctx.request.ip()}`

export const throttle = {
  /** login: per IP, and per username tried (see the session controller) */
  login: limiter.define('login', (ctx) =>
    limiter.allowRequests(10).every('1 minute').usingKey(`ip:${ctx.request.ip()}`)
  ),
  register: limiter.define('register', (ctx) =>
    limiter.allowRequests(5).every('10 minutes').usingKey(`ip:${ctx.request.ip()}`)
  ),
  passwordReset: limiter.define('password_reset', (ctx) =>
    limiter.allowRequests(5).every('10 minutes').usingKey(`ip:${ctx.request.ip()}`)
  ),
  /**
   * every other write of a logged-in user (profile, purchases, vault, claims); 30 a minute,
   * WRITE_RATE_LIMIT overrides it (read per request, so a test can raise it for a burst)
   */
  write: limiter.define('write', (ctx) =>
    limiter
      .allowRequests(env.get('WRITE_RATE_LIMIT') ?? 30)
      .every('1 minute')
      .usingKey(actor(ctx))
  ),
  /** admin writes: generous, but bounded */
  admin: limiter.define('admin', (ctx) =>
    limiter.allowRequests(120).every('1 minute').usingKey(actor(ctx))
  ),
}
