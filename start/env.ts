/**
 * Environment variables, validated and cast at boot. docs/configuration.md documents each one.
 * This is Env.create with one step in between: a production boot with unsafe settings stops
 * here, before the server, the worker or an ace command does anything.
 */
import { Env, EnvProcessor } from '@adonisjs/core/env'
import { refuseMissingServices, refuseUnsafeProduction } from '#start/production_guard'
import { compileTrustProxy } from '#infra/http/trust_proxy'
import { compileAllowedHosts } from '#infra/http/outbound_hosts'
import { LOCALES } from '#shared/locales'

/** How a partner API reports wagers (see config/leaderboards.ts) */
const PARTNER_MODES = ['range', 'rolling', 'cumulative'] as const

/**
 * A partner leaderboard API's variables: LEADERBOARD_<PROVIDER>_URL (the affiliate endpoint),
 * _KEY (its bearer key) and _MODE (how it reports wagers)
 */
function partnerVariables<Provider extends string>(provider: Provider) {
  const url = Env.schema.string.optional({ format: 'url', tld: false })
  const key = Env.schema.string.optional()
  const mode = Env.schema.enum.optional(PARTNER_MODES)
  return {
    [`LEADERBOARD_${provider}_URL`]: url,
    [`LEADERBOARD_${provider}_KEY`]: key,
    [`LEADERBOARD_${provider}_MODE`]: mode,
  } as Record<`LEADERBOARD_${Provider}_URL`, typeof url> &
    Record<`LEADERBOARD_${Provider}_KEY`, typeof key> &
    Record<`LEADERBOARD_${Provider}_MODE`, typeof mode>
}

/** A VAPID key: base64url of `bytes` bytes (checked here so a pasted half stops the boot) */
function vapidKey(name: string, value: string | undefined, bytes: number) {
  const key = value?.trim()
  if (!key) return undefined
  if (!/^[\w-]+$/.test(key) || Buffer.from(key, 'base64url').length !== bytes) {
    throw new Error(`${name} must be ${bytes} bytes in base64url (node ace push:keys makes a pair)`)
  }
  return key
}

const values = await new EnvProcessor(new URL('../', import.meta.url)).process()
// The processor copied the .env files' values into process.env (real variables win), so
// process.env is the whole configuration, including keys no .env file mentions
refuseUnsafeProduction(process.env)
refuseMissingServices(process.env)

export default new Env(
  Env.rules({
    NODE_ENV: Env.schema.enum(['development', 'production', 'test'] as const),
    PORT: Env.schema.number(),
    APP_KEY: Env.schema.secret(),
    APP_URL: Env.schema.string({ format: 'url', tld: false }),
    /** other origins (comma-separated URLs) whose pages may send state changes: an admin panel on another host */
    TRUSTED_ORIGINS: Env.schema.string.optional(),
    /** the site's language: guests without a choice or a browser language match, mails to
     * nobody in particular, chat bot replies and Discord posts (default en) */
    SITE_LOCALE: Env.schema.enum.optional(LOCALES),
    /** production refuses an http:// APP_URL other than localhost unless this is true */
    ALLOW_INSECURE_APP_URL: Env.schema.boolean.optional(),
    /** `npm start` seeds the demo site into an empty database unless this is false */
    DEMO: Env.schema.boolean.optional(),
    /**
     * Staff (admins) must turn on two-factor sign-in before any admin page or admin route
     * answers: `required` (the default in production) or `optional`
     */
    STAFF_2FA: Env.schema.enum.optional(['required', 'optional'] as const),
    APP_NAME: Env.schema.string.optional(),
    HOST: Env.schema.string({ format: 'host' }),
    LOG_LEVEL: Env.schema.string(),

    /** Database: the embedded default is SQLite in tmp/; pg is the scale-out path */
    DB_CONNECTION: Env.schema.enum.optional(['sqlite', 'pg'] as const),
    SQLITE_PATH: Env.schema.string.optional(),
    PG_HOST: Env.schema.string.optional(),
    PG_PORT: Env.schema.number.optional(),
    PG_USER: Env.schema.string.optional(),
    PG_PASSWORD: Env.schema.string.optional(),
    PG_DB_NAME: Env.schema.string.optional(),

    /**
     * Which proxies may tell the client address (X-Forwarded-For): unset/false, true/loopback,
     * a hop count, or a comma list of addresses and CIDR ranges. Checked here so a typo stops
     * the boot.
     */
    TRUST_PROXY: (_key: string, value?: string) => {
      compileTrustProxy(value)
      return value
    },

    /**
     * Web processes bin/cluster.js (npm start) runs behind the one port, beside one
     * scheduled-jobs worker: a whole number from 1 (the default) to 64
     */
    WEB_CONCURRENCY: (_key: string, value?: string) => {
      if (value === undefined || value.trim() === '') return 1
      const count = Number(value)
      if (!Number.isInteger(count) || count < 1 || count > 64) {
        throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to 64, not "${value}"`)
      }
      return count
    },

    /**
     * Outbound calls (partner APIs, Kick's API) go to public addresses only; this comma list of
     * host names, addresses and CIDR ranges lets some through (a local test partner, a partner
     * proxy on a private network). Empty by default; checked here so a typo stops the boot.
     */
    OUTBOUND_ALLOW_HOSTS: (_key: string, value?: string) => {
      compileAllowedHosts(value)
      return value
    },
    /**
     * Live updates: open streams a web process holds at most (past it: 503 and a retry hint),
     * and per client address (past it: 429); config/live.ts has the defaults
     */
    LIVE_MAX_STREAMS: Env.schema.number.optional(),
    LIVE_MAX_STREAMS_PER_ADDRESS: Env.schema.number.optional(),

    /** true: every answer names the web process that made it (X-Served-By: pid), for test:scale */
    SERVED_BY_HEADER: Env.schema.boolean.optional(),

    /** Sessions and rate limits: redis needs REDIS_HOST (checked above) */
    SESSION_DRIVER: Env.schema.enum(['database', 'redis', 'memory', 'cookie'] as const),
    LIMITER_STORE: Env.schema.enum.optional(['database', 'redis', 'memory'] as const),
    /** writes a logged-in user may make per minute (purchases, vault, profile); default 30 */
    WRITE_RATE_LIMIT: Env.schema.number.optional(),

    /** Redis (sessions and rate limits shared by several processes); unset: none is used */
    REDIS_HOST: Env.schema.string.optional(),
    REDIS_PORT: Env.schema.number.optional(),
    REDIS_PASSWORD: Env.schema.string.optional(),
    /** prefix of every key the site writes (default neon:), so one Redis can serve several sites */
    REDIS_PREFIX: Env.schema.string.optional(),
    /** prefix of the public data cache's keys in Redis (default neon:cache) */
    CACHE_PREFIX: Env.schema.string.optional(),

    /** Mail: without SMTP_HOST mails are written to tmp/mail */
    MAIL_MAILER: Env.schema.enum.optional(['smtp', 'file'] as const),
    MAIL_FROM_ADDRESS: Env.schema.string.optional(),
    MAIL_FROM_NAME: Env.schema.string.optional(),
    SMTP_HOST: Env.schema.string.optional(),
    SMTP_PORT: Env.schema.number.optional(),
    SMTP_USERNAME: Env.schema.string.optional(),
    SMTP_PASSWORD: Env.schema.string.optional(),

    /** Uploads: fs (the default, in STORAGE_PATH) or s3 (an S3-compatible bucket, checked above) */
    DRIVE_DISK: Env.schema.enum.optional(['fs', 's3'] as const),
    STORAGE_PATH: Env.schema.string.optional(),
    S3_BUCKET: Env.schema.string.optional(),
    S3_REGION: Env.schema.string.optional(),
    /** an S3-compatible service other than AWS (MinIO, R2, ...); unset: AWS */
    S3_ENDPOINT: Env.schema.string.optional({ format: 'url', tld: false }),
    /** bucket in the path (http://host/bucket/key) instead of the host name; most non-AWS servers need it */
    S3_FORCE_PATH_STYLE: Env.schema.boolean.optional(),
    /** unset: the AWS default credential chain (environment, instance role, ...) */
    AWS_ACCESS_KEY_ID: Env.schema.string.optional(),
    AWS_SECRET_ACCESS_KEY: Env.schema.secret.optional(),

    /** OAuth: linking is refused with a clear message while a client id is missing */
    DISCORD_CLIENT_ID: Env.schema.string.optional(),
    DISCORD_CLIENT_SECRET: Env.schema.string.optional(),
    DISCORD_AUTHORIZE_URL: Env.schema.string.optional(),
    DISCORD_TOKEN_URL: Env.schema.string.optional(),
    DISCORD_USER_INFO_URL: Env.schema.string.optional(),
    /** Discord role sync: the bot's token and the server (guild) it manages roles in; the REST
     * API address (default https://discord.com/api; the code appends /v10/...) is set by tests */
    DISCORD_BOT_TOKEN: Env.schema.secret.optional(),
    DISCORD_GUILD_ID: Env.schema.string.optional(),
    DISCORD_API_BASE: Env.schema.string.optional({ format: 'url', tld: false }),
    KICK_CLIENT_ID: Env.schema.string.optional(),
    KICK_CLIENT_SECRET: Env.schema.string.optional(),
    KICK_AUTHORIZE_URL: Env.schema.string.optional(),
    KICK_TOKEN_URL: Env.schema.string.optional(),
    KICK_USER_INFO_URL: Env.schema.string.optional(),
    /** Chat points: Kick's webhook public key (PEM), the streamer's Kick user id (required for
     * any event to count), bot accounts */
    KICK_WEBHOOK_PUBLIC_KEY: Env.schema.string.optional(),
    KICK_BROADCASTER_ID: Env.schema.string.optional(),
    KICK_BOT_ACCOUNTS: Env.schema.string.optional(),
    /** Kick's public API (default https://api.kick.com): subscriptions, public key, chat; an
     * app token for the subscriptions (else one from KICK_CLIENT_ID/SECRET); the chat bot's
     * token for the !points reply (without it the command is not answered) */
    KICK_API_URL: Env.schema.string.optional({ format: 'url', tld: false }),
    KICK_APP_TOKEN: Env.schema.string.optional(),
    KICK_BOT_TOKEN: Env.schema.string.optional(),
    /** Twitch: the OAuth client (linking, "Continue with Twitch", the app token for Helix), the
     * addresses of its OAuth server (default https://id.twitch.tv) and of Helix (default
     * https://api.twitch.tv/helix), the EventSub secret (10 to 100 characters; without it no
     * webhook counts), the streamer's user id, and the bot's user id for chat replies */
    TWITCH_CLIENT_ID: Env.schema.string.optional(),
    TWITCH_CLIENT_SECRET: Env.schema.string.optional(),
    TWITCH_AUTH_BASE: Env.schema.string.optional({ format: 'url', tld: false }),
    TWITCH_API_BASE: Env.schema.string.optional({ format: 'url', tld: false }),
    TWITCH_EVENTSUB_SECRET: Env.schema.string.optional(),
    TWITCH_BROADCASTER_ID: Env.schema.string.optional(),
    TWITCH_BOT_USER_ID: Env.schema.string.optional(),
    /** a user token of the bot account (scope user:write:chat) for the chat replies; else the app token */
    TWITCH_BOT_TOKEN: Env.schema.string.optional(),
    /** the streamer's user token (channel:manage:redemptions): creates the "Convert to site
     * points" channel-points reward and marks its redemptions fulfilled or cancelled */
    TWITCH_BROADCASTER_TOKEN: Env.schema.string.optional(),
    /** site points one "Convert to site points" redemption credits (0 or unset: no such reward) */
    TWITCH_CONVERT_POINTS: Env.schema.number.optional(),
    /** the channel points one conversion costs on Twitch (default 1000) */
    TWITCH_CONVERT_COST: Env.schema.number.optional(),
    /**
     * Days a received Kick event id (kick_events) is kept before the cleanup job deletes it
     * (a whole number of days, at least 1; default 30). Kick's signature refuses any event
     * older than five minutes, so ids kept a day or more still catch every replay.
     */
    KICK_EVENTS_RETENTION_DAYS: (name: string, value?: string) => {
      if (value === undefined || value === '') return undefined
      if (!/^\d+$/.test(value.trim()) || Number(value.trim()) < 1) {
        throw new Error(`${name} must be a whole number of days, at least 1 (default 30)`)
      }
      return Number(value.trim())
    },
    /** Chat points one user can earn per UTC day (a whole number, 0 = no cap; default 288) */
    CHAT_POINTS_DAILY_CAP: (name: string, value?: string) => {
      if (value === undefined || value === '') return undefined
      if (!/^\d+$/.test(value.trim())) {
        throw new Error(`${name} must be a whole number of points (0 = no cap)`)
      }
      return Number(value.trim())
    },

    /**
     * Partner leaderboard APIs, per provider (celsius, skinfans, xfun, hypedrop): the affiliate
     * endpoint (a provider without one is not synced), its bearer key, and how it reports
     * wagers (range, rolling or cumulative; default range)
     */
    ...partnerVariables('CELSIUS'),
    ...partnerVariables('SKINFANS'),
    ...partnerVariables('XFUN'),
    ...partnerVariables('HYPEDROP'),
    /** How long a partner API gets to answer, in milliseconds (default 15000) */
    LEADERBOARD_FETCH_TIMEOUT_MS: Env.schema.number.optional(),

    /** Point economy */
    VAULT_POINTS_PER_DOLLAR: Env.schema.number.optional(),
    /**
     * The drand chain the vault draw waits for (config/vault.ts): unset, drand's quicknet
     * mainnet, pinned (the test environment: off); `off`, no beacon (draws not
     * beacon-verified); or a custom chain's URL (with its chain hash, e.g.
     * https://relay.example/52db9b...), which needs both pins, the chain hash and public key
     * (hex) the chain's info and rounds must match (production refuses to boot without them)
     */
    VAULT_BEACON_URL: (name: string, value?: string) => {
      const url = value?.trim()
      if (!url) return undefined
      if (url.toLowerCase() === 'off') return 'off'
      if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) {
        throw new Error(`${name} must be off or an http(s) URL of a drand chain`)
      }
      return url
    },
    VAULT_BEACON_CHAIN_HASH: Env.schema.string.optional(),
    VAULT_BEACON_PUBLIC_KEY: Env.schema.string.optional(),
    /**
     * `true` lets production run with VAULT_BEACON_URL=off (refused at boot otherwise): draws
     * then use no public beacon, and every draw page says so
     */
    ALLOW_UNVERIFIED_DRAWS: Env.schema.boolean.optional(),

    /**
     * Browser push (docs/operations.md, "Push notifications"): the VAPID key pair `node ace
     * push:keys` makes (base64url: the public key 65 bytes, the private key 32) and the contact
     * the push services see (mailto: or https:). Unset: the bell says push is not set up.
     */
    VAPID_PUBLIC_KEY: (name: string, value?: string) => vapidKey(name, value, 65),
    VAPID_PRIVATE_KEY: (name: string, value?: string) => vapidKey(name, value, 32),
    VAPID_SUBJECT: (name: string, value?: string) => {
      const subject = value?.trim()
      if (!subject) return undefined
      if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject)) {
        throw new Error(`${name} must be a mailto: address or an https: URL`)
      }
      return subject
    },
    /** more push-service hosts subscriptions may use (comma list; a local fake in tests) */
    PUSH_EXTRA_HOSTS: Env.schema.string.optional(),

    /** Public links of the streamer */
    REFERRAL_CODE: Env.schema.string.optional(),
    /** each partner's referral link with the code in it; a partner without one shows no button */
    REFERRAL_URL_CELSIUS: Env.schema.string.optional({ format: 'url', tld: false }),
    REFERRAL_URL_SKINFANS: Env.schema.string.optional({ format: 'url', tld: false }),
    REFERRAL_URL_XFUN: Env.schema.string.optional({ format: 'url', tld: false }),
    REFERRAL_URL_HYPEDROP: Env.schema.string.optional({ format: 'url', tld: false }),
    SUPPORT_EMAIL: Env.schema.string.optional(),
  }).validate(values)
)
