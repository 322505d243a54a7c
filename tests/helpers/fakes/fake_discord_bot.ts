import type { IncomingMessage, ServerResponse } from 'node:http'
import { startFakeServer, type FakeServer } from '#tests/helpers/fakes/fake_server'

/**
 * A fake of the Discord REST API v10 routes the role sync's bot uses, on 127.0.0.1: the bot's
 * user, the guild, its roles (with their permission bit sets), members with their roles,
 * adding and removing a member's role.
 * Every answer carries X-RateLimit-* headers for its bucket (each bucket allows `bucketSize`
 * calls per `resetAfter` seconds, and answers 429 when called while spent); `limitNext`
 * makes the next calls of a route answer 429 (global or not) with a retry_after. Every
 * request is recorded with the time it arrived.
 */

export const BOT_TOKEN = 'fake-discord-bot-token'
export const GUILD_ID = '900000000000000001'
export const BOT_USER_ID = '900000000000000002'

type Recorded = {
  method: string
  path: string
  at: number
  auth: string | undefined
  reason: string | undefined
}

/** A guild role; `permissions` is Discord's decimal bit set ('0' unless a test gives one) */
type Role = { id: string; name: string; position: number; managed?: boolean; permissions: string }

/** The bucket of each route, as Discord names them (opaque hashes) */
function bucketOf(method: string, path: string) {
  if (/\/members\/\d+\/roles\/\d+$/.test(path)) return 'member-roles'
  if (/\/members\/\d+$/.test(path)) return 'members'
  if (path.endsWith('/roles')) return 'guild-roles'
  return `${method}:${path}`
}

export class FakeDiscordBot {
  #server: FakeServer | undefined
  requests: Recorded[] = []
  roles = new Map<string, Role>()
  members = new Map<string, string[]>()
  guildFound = true
  token = BOT_TOKEN
  /** calls a bucket allows before it is spent, and how long until it refills (seconds) */
  bucketSize = 1000
  resetAfter = 0.3
  #buckets = new Map<string, { remaining: number; resetAt: number }>()
  #limits: { route: string; retryAfter: number; global: boolean }[] = []

  get base() {
    return this.#server!.origin
  }

  /** Environment values pointing the site's bot at this fake */
  env() {
    return { DISCORD_BOT_TOKEN: this.token, DISCORD_GUILD_ID: GUILD_ID, DISCORD_API_BASE: this.base }
  }

  reset() {
    this.requests = []
    this.roles.clear()
    this.members.clear()
    this.guildFound = true
    this.bucketSize = 1000
    this.resetAfter = 0.3
    this.#buckets.clear()
    this.#limits = []
  }

  addRole(id: string, name: string, position: number, managed = false, permissions = '0') {
    this.roles.set(id, { id, name, position, managed, permissions })
  }

  /** A member of the guild with these roles (the bot is one too) */
  addMember(userId: string, roles: string[] = []) {
    this.members.set(userId, [...roles])
  }

  rolesOf(userId: string) {
    return [...(this.members.get(userId) ?? [])].sort()
  }

  /** The next `times` calls of `method path-pattern` answer 429 */
  limitNext(route: string, retryAfter: number, options: { global?: boolean; times?: number } = {}) {
    for (let i = 0; i < (options.times ?? 1); i++) {
      this.#limits.push({ route, retryAfter, global: options.global ?? false })
    }
  }

  /** Role changes made (PUT and DELETE of a member's role) */
  changes() {
    return this.requests.filter((r) => r.method === 'PUT' || r.method === 'DELETE')
  }

  #botTop() {
    const roles = this.members.get(BOT_USER_ID) ?? []
    return Math.max(0, ...roles.map((id) => this.roles.get(id)?.position ?? 0))
  }

  #rateHeaders(bucket: string, now: number) {
    let state = this.#buckets.get(bucket)
    if (!state || state.resetAt <= now) {
      state = { remaining: this.bucketSize, resetAt: now + this.resetAfter * 1000 }
      this.#buckets.set(bucket, state)
    }
    return state
  }

  #route(req: Recorded, res: ServerResponse) {
    const now = Date.now()
    const bucket = bucketOf(req.method, req.path)
    const state = this.#rateHeaders(bucket, now)
    const headers = (remaining: number) => ({
      'Content-Type': 'application/json',
      'X-RateLimit-Bucket': bucket,
      'X-RateLimit-Limit': String(this.bucketSize),
      'X-RateLimit-Remaining': String(remaining),
      'X-RateLimit-Reset-After': ((state.resetAt - now) / 1000).toFixed(3),
    })
    const send = (status: number, body: unknown) => {
      res.writeHead(status, headers(state.remaining))
      res.end(body === null ? undefined : JSON.stringify(body))
    }
    const tooMany = (retryAfter: number, global: boolean) => {
      res.writeHead(429, {
        ...headers(0),
        'Retry-After': String(Math.ceil(retryAfter)),
        ...(global ? { 'X-RateLimit-Global': 'true', 'X-RateLimit-Scope': 'global' } : {}),
      })
      res.end(JSON.stringify({ message: 'You are being rate limited.', retry_after: retryAfter, global }))
    }
    const key = `${req.method} ${req.path.replace(/\d{17,20}/g, ':id')}`
    const limit = this.#limits.findIndex((l) => l.route === key)
    if (limit >= 0) {
      const [{ retryAfter, global }] = this.#limits.splice(limit, 1)
      return tooMany(retryAfter, global)
    }
    if (state.remaining <= 0) return tooMany((state.resetAt - now) / 1000, false)
    state.remaining--

    if (req.auth !== `Bot ${this.token}`) return send(401, { message: '401: Unauthorized', code: 0 })
    if (key === 'GET /users/@me') return send(200, { id: BOT_USER_ID, username: 'NeonBot', bot: true })
    const guild = req.path.match(/^\/guilds\/(\d+)/)?.[1]
    if (!this.guildFound || guild !== GUILD_ID) return send(404, { message: 'Unknown Guild', code: 10004 })
    if (key === 'GET /guilds/:id') return send(200, { id: GUILD_ID, name: 'Neon Community' })
    if (key === 'GET /guilds/:id/roles') return send(200, [...this.roles.values()])
    const member = req.path.match(/\/members\/(\d+)/)?.[1]
    const roles = member ? this.members.get(member) : undefined
    if (member && !roles) return send(404, { message: 'Unknown Member', code: 10007 })
    if (key === 'GET /guilds/:id/members/:id') {
      return send(200, { user: { id: member, username: `u${member}` }, roles })
    }
    const role = req.path.match(/\/roles\/(\d+)$/)?.[1]
    if (roles && role && (req.method === 'PUT' || req.method === 'DELETE')) {
      if (!this.roles.has(role)) return send(404, { message: 'Unknown Role', code: 10011 })
      // a bot may only hand out roles below its own highest role
      if (this.roles.get(role)!.position >= this.#botTop()) {
        return send(403, { message: 'Missing Permissions', code: 50013 })
      }
      const next = roles.filter((r) => r !== role)
      if (req.method === 'PUT') next.push(role)
      this.members.set(member!, next)
      res.writeHead(204, headers(state.remaining)).end()
      return
    }
    return send(404, { message: '404: Not Found', code: 0 })
  }

  async start() {
    this.#server = await startFakeServer((req: IncomingMessage, res) => {
      req.resume()
      req.on('end', () => {
        const url = new URL(req.url!, 'http://127.0.0.1')
        const path = url.pathname.replace(/^\/v10/, '')
        const reason = req.headers['x-audit-log-reason']
        const recorded: Recorded = {
          method: req.method!,
          path,
          at: Date.now(),
          auth: req.headers.authorization,
          reason: typeof reason === 'string' ? decodeURIComponent(reason) : undefined,
        }
        if (!url.pathname.startsWith('/v10/')) {
          res.writeHead(404).end()
          return
        }
        this.requests.push(recorded)
        this.#route(recorded, res)
      })
    })
  }

  stop() {
    return this.#server!.stop()
  }
}

/** The guild's roles in the tests: the bot's own role sits at position 50 */
export const ROLE = {
  bot: '910000000000000050',
  verified: '910000000000000001',
  tier: '910000000000000002',
  top: '910000000000000003',
  points: '910000000000000004',
  sub: '910000000000000005',
  staff: '910000000000000006',
  /** above the bot's role: the bot may not assign it */
  high: '910000000000000060',
  /** no rule names it: never touched */
  unmanaged: '910000000000000099',
  /** below the bot's role, with Ban Members and Manage Messages: no rule may hand it out */
  power: '910000000000000040',
} as const

/** The permissions of ROLE.power: Ban Members (1 << 2) and Manage Messages (1 << 13) */
export const POWER_PERMISSIONS = String((1n << 2n) | (1n << 13n))

/** A guild with every role of ROLE (the bot's role above all but `high`) and the bot in it */
export function setUpGuild(fake: FakeDiscordBot) {
  fake.addRole(ROLE.bot, 'NeonBot', 50, true)
  fake.addRole(ROLE.high, 'Moderators', 60)
  const below: [keyof typeof ROLE, string][] = [
    ['verified', 'Verified'],
    ['tier', 'High roller'],
    ['top', 'Top 3'],
    ['points', 'Chatter'],
    ['sub', 'Subscriber'],
    ['staff', 'Staff'],
    ['unmanaged', 'Artists'],
  ]
  below.forEach(([key, name], index) => fake.addRole(ROLE[key], name, index + 1))
  fake.addRole(ROLE.power, 'Helpers', 40, false, POWER_PERMISSIONS)
  fake.addMember(BOT_USER_ID, [ROLE.bot])
}
