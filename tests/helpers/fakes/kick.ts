import { urlFor } from '@adonisjs/core/services/url_builder'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createSign, generateKeyPairSync, randomUUID } from 'node:crypto'
import type { ApiClient } from '@japa/api-client'
import type { Group } from '@japa/runner/core'
import { forgetKickCredentials } from '#services/chat_points/kick_api'
import { resetDatabase } from '#tests/helpers/database/database'
import { auditPointsAfterEach } from '#tests/helpers/database/economy'
import { withEnv } from '#tests/helpers/processes/env'
import { startFakeServer, type FakeServer } from '#tests/helpers/fakes/fake_server'

/** Kick's webhook signing key pair, as the tests play Kick */
export const kickKeys = generateKeyPairSync('rsa', { modulusLength: 2048 })
export const kickPublicPem = kickKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString()

/** The streamer's channel (KICK_BROADCASTER_ID) and someone else's */
export const CHANNEL = 1
export const OTHER_CHANNEL = 999

/** A webhook delivery as Kick sends it: headers signed over message id, timestamp and body */
export function signed(
  type: string,
  payload: object,
  options: { messageId?: string; at?: Date; key?: typeof kickKeys.privateKey } = {}
) {
  const messageId = options.messageId ?? randomUUID()
  const timestamp = (options.at ?? new Date()).toISOString()
  const body = JSON.stringify(payload)
  const signer = createSign('RSA-SHA256')
  signer.update(`${messageId}.${timestamp}.${body}`)
  return {
    body,
    headers: {
      'Content-Type': 'application/json',
      'Kick-Event-Message-Id': messageId,
      'Kick-Event-Message-Timestamp': timestamp,
      'Kick-Event-Signature': signer.sign(options.key ?? kickKeys.privateKey, 'base64'),
      'Kick-Event-Type': type,
      'Kick-Event-Version': '1',
    },
  }
}

export type SignedEvent = ReturnType<typeof signed>

export const chat = (
  userId: number,
  username = 'viewer',
  channel = CHANNEL,
  content = 'gl on the bonus!',
  createdAt?: Date
) => ({
  message_id: randomUUID(),
  broadcaster: { user_id: channel, username: 'streamer' },
  sender: { user_id: userId, username },
  content,
  ...(createdAt && { created_at: createdAt.toISOString() }),
})

export const streamStatus = (isLive = true, channel = CHANNEL) => ({
  broadcaster: { user_id: channel, username: 'streamer' },
  is_live: isLive,
  title: 'Bonus hunt',
})

/**
 * The support events as Kick documents them (docs.kick.com, events/event-types): a sub (new or
 * renewal, the same shape), gifted subs, Kicks sent and a follow
 */
const kickUser = (userId: number, username: string) => ({
  is_anonymous: false,
  user_id: userId,
  username,
  is_verified: false,
  profile_picture: null,
  channel_slug: username,
  identity: null,
})
const broadcaster = (channel: number) => kickUser(channel, 'streamer')
const monthFrom = (at: Date) => new Date(at.getTime() + 30 * 86_400_000).toISOString()

export const subscription = (
  userId: number,
  username = 'viewer',
  options: { channel?: number; at?: Date; expiresAt?: Date } = {}
) => {
  const at = options.at ?? new Date()
  return {
    broadcaster: broadcaster(options.channel ?? CHANNEL),
    subscriber: kickUser(userId, username),
    duration: 1,
    created_at: at.toISOString(),
    expires_at: options.expiresAt?.toISOString() ?? monthFrom(at),
  }
}

export const subGifts = (gifterId: number | null, gifteeIds: number[], channel = CHANNEL) => {
  const at = new Date()
  return {
    broadcaster: broadcaster(channel),
    gifter:
      gifterId === null
        ? { is_anonymous: true, user_id: null, username: null }
        : kickUser(gifterId, `gifter${gifterId}`),
    giftees: gifteeIds.map((id) => kickUser(id, `giftee${id}`)),
    created_at: at.toISOString(),
    expires_at: monthFrom(at),
  }
}

export const kicksGifted = (senderId: number, amount: number, channel = CHANNEL, at = new Date()) => ({
  broadcaster: broadcaster(channel),
  sender: kickUser(senderId, `sender${senderId}`),
  gift: { amount, name: 'Rage Quit', type: 'LEVEL_UP', tier: 'MID', message: 'w' },
  created_at: at.toISOString(),
})

export const followed = (followerId: number, channel = CHANNEL) => ({
  broadcaster: broadcaster(channel),
  follower: kickUser(followerId, `follower${followerId}`),
})

/** POSTs a signed delivery to the webhook */
export function postKickEvent(client: ApiClient, event: SignedEvent) {
  return client.post(urlFor('webhooks.kick')).headers(event.headers).json(JSON.parse(event.body))
}

/**
 * An empty database and a site that takes this file's signed webhooks for CHANNEL, with two
 * bot accounts (botrix, 777); `env` adds or overrides values. Returns the function that puts
 * the environment back (a group.each.setup cleanup).
 */
export async function resetForKickWebhooks(env: Record<string, string | undefined> = {}) {
  await resetDatabase()
  return withEnv({
    KICK_WEBHOOK_PUBLIC_KEY: kickPublicPem,
    KICK_BROADCASTER_ID: String(CHANNEL),
    KICK_BOT_ACCOUNTS: 'botrix,777',
    ...env,
  })
}

/**
 * The tests of a group about Kick events that move points: each starts from
 * resetForKickWebhooks, and after each one the points audit must be clean
 */
export function kickPointsTests(group: Group) {
  group.each.setup(() => resetForKickWebhooks())
  auditPointsAfterEach(group)
}

type Recorded = { method: string; url: URL; headers: IncomingMessage['headers']; body: string }
type Handler = (req: Recorded, res: ServerResponse) => void

/**
 * A fake of Kick's public API and token endpoint on 127.0.0.1: app tokens (client
 * credentials), event subscriptions (list, create, delete), the webhook public key and chat
 * messages. Every request is recorded; `override` replaces one route's answer.
 */
export class FakeKickApi {
  static APP_TOKEN = 'app-token-from-credentials'
  #server: FakeServer | undefined
  requests: Recorded[] = []
  subscriptions: { id: string; event: string; broadcaster_user_id: number; method: string }[] = []
  chatMessages: { token: string; body: Record<string, unknown> }[] = []
  publicKey = kickPublicPem
  overrides = new Map<string, Handler>()
  appToken = FakeKickApi.APP_TOKEN

  get base() {
    return this.#server!.origin
  }

  /** Environment values pointing the site at this fake */
  env() {
    return {
      KICK_API_URL: this.base,
      KICK_TOKEN_URL: `${this.base}/oauth/token`,
      KICK_CLIENT_ID: 'kick-client-id',
      KICK_CLIENT_SECRET: 'kick-client-secret',
      KICK_APP_TOKEN: undefined,
      KICK_BOT_TOKEN: 'bot-token',
      KICK_WEBHOOK_PUBLIC_KEY: undefined,
    }
  }

  reset() {
    this.requests = []
    this.subscriptions = []
    this.chatMessages = []
    this.overrides.clear()
    this.publicKey = kickPublicPem
    this.appToken = FakeKickApi.APP_TOKEN
  }

  requestsTo(method: string, path: string) {
    return this.requests.filter((r) => r.method === method && r.url.pathname === path)
  }

  #route(req: Recorded, res: ServerResponse) {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    const key = `${req.method} ${req.url.pathname}`
    const override = this.overrides.get(key)
    if (override) return override(req, res)
    const bearer = req.headers.authorization?.replace(/^Bearer /, '')
    switch (key) {
      case 'POST /oauth/token': {
        const form = new URLSearchParams(req.body)
        if (form.get('grant_type') !== 'client_credentials' || form.get('client_secret') !== 'kick-client-secret') {
          return send(401, { error: 'invalid_client' })
        }
        return send(200, { access_token: this.appToken, token_type: 'Bearer', expires_in: 3600 })
      }
      case 'GET /public/v1/public-key':
        return send(200, { data: { public_key: this.publicKey }, message: 'OK' })
      case 'GET /public/v1/events/subscriptions': {
        if (bearer !== this.appToken) return send(401, { message: 'Unauthorized' })
        const id = req.url.searchParams.get('broadcaster_user_id')
        const list = this.subscriptions.filter((s) => !id || String(s.broadcaster_user_id) === id)
        return send(200, { data: list, message: 'OK' })
      }
      case 'DELETE /public/v1/events/subscriptions': {
        if (bearer !== this.appToken) return send(401, { message: 'Unauthorized' })
        const ids = req.url.searchParams.getAll('id')
        this.subscriptions = this.subscriptions.filter((s) => !ids.includes(s.id))
        res.writeHead(204).end()
        return
      }
      case 'POST /public/v1/events/subscriptions': {
        if (bearer !== this.appToken) return send(401, { message: 'Unauthorized' })
        const body = JSON.parse(req.body)
        const created = (body.events as { name: string }[]).map(({ name }) => {
          const sub = {
            id: randomUUID(),
            event: name,
            broadcaster_user_id: body.broadcaster_user_id,
            method: body.method,
          }
          this.subscriptions.push(sub)
          return { name, version: 1, subscription_id: sub.id }
        })
        return send(200, { data: created, message: 'OK' })
      }
      case 'POST /public/v1/chat': {
        if (!bearer) return send(401, { message: 'Unauthorized' })
        this.chatMessages.push({ token: bearer, body: JSON.parse(req.body) })
        return send(200, { data: { is_sent: true, message_id: randomUUID() }, message: 'OK' })
      }
      default:
        return send(404, { message: 'Not found' })
    }
  }

  async start() {
    this.#server = await startFakeServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk) => chunks.push(chunk))
      req.on('end', () => {
        const recorded = {
          method: req.method!,
          url: new URL(req.url!, 'http://127.0.0.1'),
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
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

/**
 * The group's tests talk to the fake Kick API `kick` (started once); each one starts from an
 * empty database with nothing cached from Kick, the site pointed at the fake (which serves the
 * webhook key unless `env` pins one)
 */
export function useFakeKick(group: Group, kick: FakeKickApi, env: Record<string, string | undefined> = {}) {
  group.setup(async () => {
    await kick.start()
    return () => kick.stop()
  })
  group.each.setup(() => {
    kick.reset()
    forgetKickCredentials()
    return resetForKickWebhooks({ ...kick.env(), ...env })
  })
}
