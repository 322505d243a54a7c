/**
 * Rate limits of routes, one definition per kind of write. Apply with `.use(throttle.x)` on
 * routes. Keys: the user when logged in, else the client address (request.ip(), which believes
 * X-Forwarded-For only from TRUST_PROXY's proxies; IPv6 counts per /64). The limits whose keys
 * come from the body (login, reset links per email) or a chat message are applied by app code,
 * from app/infra/http/rate_limits.ts. Exceeding one answers 429 with a readable message (see the
 * exception handler).
 */
import env from '#start/env'
import { addressBucket } from '#infra/http/address_bucket'
import limiter from '@adonisjs/limiter/services/main'
import type { HttpContext } from '@adonisjs/core/http'

export {
  TOO_MANY_ATTEMPTS,
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_FAILURES_PER_USERNAME_AND_ADDRESS,
  RESET_REQUESTS_PER_EMAIL,
  loginLimits,
} from '#infra/http/rate_limits'

/** Kick webhook deliveries one address may send per minute (see throttle.kickWebhook) */
export const KICK_WEBHOOK_REQUESTS_PER_MINUTE = 6_000
export const KICK_WEBHOOK_LIMIT_NAME = 'kick_webhook'
/** Twitch's EventSub deliveries: the same rate per address, counted apart */
export const TWITCH_WEBHOOK_LIMIT_NAME = 'twitch_webhook'

/** GET /api/user/sessions calls one user may make per minute (throttle.accountReads) */
export const ACCOUNT_READS_PER_MINUTE = 20
/** Data exports (GET /api/user/export) one account may download per hour */
export const DATA_EXPORTS_PER_HOUR = 5

const client = (ctx: HttpContext) => `ip:${addressBucket(ctx.request.ip())}`
const actor = (ctx: HttpContext) => (ctx.auth?.user ? `user:${ctx.auth.user.id}` : client(ctx))

export const throttle = {
  register: limiter.define('register', (ctx) =>
    limiter.allowRequests(5).every('10 minutes').usingKey(client(ctx))
  ),
  /** "Continue with Discord / Kick" starts (each login, and each account it makes) */
  socialLogin: limiter.define('social_login', (ctx) =>
    limiter.allowRequests(10).every('10 minutes').usingKey(client(ctx))
  ),
  passwordReset: limiter.define('password_reset', (ctx) =>
    limiter.allowRequests(5).every('10 minutes').usingKey(client(ctx))
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
  /**
   * Kick's webhook, per sending address, checked before any signature work (the route's
   * middleware runs before the controller). Kick posts one request per chat message, from a
   * handful of addresses; even a very busy channel stays in the tens of messages a second, so
   * KICK_WEBHOOK_REQUESTS_PER_MINUTE (6,000 a minute, 100 a second on average, with bursts
   * absorbed by the minute window) never trims real traffic, while one address flooding the
   * route with forged events is cut off at that rate instead of costing a signature check,
   * a JSON parse and database work for every request.
   */
  kickWebhook: limiter.define(KICK_WEBHOOK_LIMIT_NAME, (ctx) =>
    limiter.allowRequests(KICK_WEBHOOK_REQUESTS_PER_MINUTE).every('1 minute').usingKey(client(ctx))
  ),
  /** Twitch's EventSub webhook, limited like Kick's */
  twitchWebhook: limiter.define(TWITCH_WEBHOOK_LIMIT_NAME, (ctx) =>
    limiter.allowRequests(KICK_WEBHOOK_REQUESTS_PER_MINUTE).every('1 minute').usingKey(client(ctx))
  ),
  /**
   * reads of one's own account that cost the server more than a page (the signed-in sessions
   * list reads every tagged session from the store)
   */
  accountReads: limiter.define('account_reads', (ctx) =>
    limiter.allowRequests(ACCOUNT_READS_PER_MINUTE).every('1 minute').usingKey(actor(ctx))
  ),
  /** GET /api/user/export: the whole of an account's data is a heavy read, a few an hour */
  dataExport: limiter.define('data_export', (ctx) =>
    limiter.allowRequests(DATA_EXPORTS_PER_HOUR).every('1 hour').usingKey(actor(ctx))
  ),
  /** admin writes: generous, but bounded */
  admin: limiter.define('admin', (ctx) =>
    limiter.allowRequests(120).every('1 minute').usingKey(actor(ctx))
  ),
}
