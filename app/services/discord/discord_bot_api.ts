import { OutboundHttpError, outboundRequest } from '#infra/http/outbound'
import { discordBotSettings, type DiscordBotSettings } from '#config/discord_bot'
import { DiscordRateLimits, routeKey } from '#services/discord/discord_rate_limits'

/**
 * The bot's calls to Discord's REST API v10 (the role sync and its health check), through the
 * outbound helper, with `Authorization: Bot <token>`. Every call waits for its rate-limit
 * bucket (discord_rate_limits.ts); a 429 is waited out and the call tried again, a few times
 * at most. No error message carries the token.
 */

const TIMEOUT_MS = 10_000
const MAX_BYTES = 1024 * 1024
/** Tries of one call that keeps answering 429 */
export const DISCORD_MAX_TRIES = 4
/** A 429 asking for a longer wait than this is an error, not a wait (the worker moves on) */
const MAX_WAIT_MS = 60_000

/** Discord's JSON error codes the sync reads */
export const UNKNOWN_MEMBER = 10007
const UNKNOWN_USER = 10013

export class DiscordApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
    readonly code: number | null = null
  ) {
    super(message)
  }
}

export type DiscordRole = {
  id: string
  name: string
  position: number
  managed?: boolean
  /** the role's permission bit set, a decimal string */
  permissions?: string
}
export type DiscordMember = { user?: { id: string; username?: string }; roles: string[] }

/** The limits learned by this process (one bot, one set of buckets) */
const processLimits = new DiscordRateLimits()

function parse(body: Buffer): unknown {
  if (body.length === 0) return null
  try {
    return JSON.parse(body.toString('utf8'))
  } catch {
    return null
  }
}

export class DiscordBotApi {
  constructor(
    readonly settings: DiscordBotSettings = discordBotSettings(),
    readonly limits: DiscordRateLimits = processLimits
  ) {}

  get configured() {
    return Boolean(this.settings.token && this.settings.guildId)
  }

  async #call(method: 'GET' | 'PUT' | 'DELETE', path: string, reason?: string) {
    if (!this.settings.token) throw new DiscordApiError('DISCORD_BOT_TOKEN is not set')
    const route = routeKey(method, path)
    const label = `Discord ${route}`
    const headers: Record<string, string> = { Authorization: `Bot ${this.settings.token}` }
    if (reason) headers['X-Audit-Log-Reason'] = encodeURIComponent(reason)
    for (let attempt = 1; ; attempt++) {
      await this.limits.ready(route)
      let response
      try {
        response = await outboundRequest(`${this.settings.apiBase}${path}`, {
          method,
          headers: { Accept: 'application/json', ...headers },
          timeoutMs: TIMEOUT_MS,
          maxBytes: MAX_BYTES,
        })
      } catch (error) {
        if (error instanceof OutboundHttpError)
          throw new DiscordApiError(`${label} ${error.message}`)
        throw error
      }
      const json = parse(response.body)
      if (response.status === 429) {
        const { waitMs, global } = this.limits.limited(route, response.headers, json)
        const kind = global ? 'the global rate limit' : 'a rate limit'
        if (attempt >= DISCORD_MAX_TRIES || waitMs > MAX_WAIT_MS) {
          throw new DiscordApiError(`${label} hit ${kind} ${attempt} times; gave up`, 429)
        }
        continue
      }
      this.limits.update(route, response.headers)
      if (response.ok) return json
      const code = Number((json as { code?: unknown } | null)?.code) || null
      throw new DiscordApiError(`${label} answered ${response.status}`, response.status, code)
    }
  }

  #guild(path = '') {
    if (!this.settings.guildId) throw new DiscordApiError('DISCORD_GUILD_ID is not set')
    return `/guilds/${encodeURIComponent(this.settings.guildId)}${path}`
  }

  /** The bot's own user (GET /users/@me): answers only with a valid token */
  async me() {
    return (await this.#call('GET', '/users/@me')) as { id: string; username: string }
  }

  /** The server, or null when the bot cannot see it */
  async guild() {
    try {
      return (await this.#call('GET', this.#guild())) as { id: string; name: string }
    } catch (error) {
      if (error instanceof DiscordApiError && (error.status === 404 || error.status === 403)) {
        return null
      }
      throw error
    }
  }

  async roles() {
    return (await this.#call('GET', this.#guild('/roles'))) as DiscordRole[]
  }

  /** A member of the server, or null when the user is not (left, or never joined) */
  async member(userId: string) {
    try {
      return (await this.#call(
        'GET',
        this.#guild(`/members/${encodeURIComponent(userId)}`)
      )) as DiscordMember
    } catch (error) {
      const gone = error instanceof DiscordApiError && error.status === 404
      if (gone && (error.code === UNKNOWN_MEMBER || error.code === UNKNOWN_USER)) return null
      throw error
    }
  }

  async addRole(userId: string, roleId: string, reason: string) {
    await this.#call('PUT', this.#roleOf(userId, roleId), reason)
  }

  async removeRole(userId: string, roleId: string, reason: string) {
    await this.#call('DELETE', this.#roleOf(userId, roleId), reason)
  }

  #roleOf(userId: string, roleId: string) {
    return this.#guild(`/members/${encodeURIComponent(userId)}/roles/${encodeURIComponent(roleId)}`)
  }
}
