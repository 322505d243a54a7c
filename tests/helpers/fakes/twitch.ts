import { urlFor } from '@adonisjs/core/services/url_builder'
import type { IncomingMessage } from 'node:http'
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import type { ApiClient } from '@japa/api-client'
import type { Group } from '@japa/runner/core'
import { forgetTwitchCredentials } from '#services/twitch/helix'
import { readBody, startFakeServer, type FakeServer } from '#tests/helpers/fakes/fake_server'
import { resetForKickWebhooks } from '#tests/helpers/fakes/kick'
import { auditPointsAfterEach } from '#tests/helpers/database/economy'

/** The streamer's channel (TWITCH_BROADCASTER_ID), the bot, and the EventSub secret */
export const TWITCH_CHANNEL = '12826'
export const TWITCH_BOT = '90001'
export const EVENTSUB_SECRET = 'eventsub-secret-for-tests'
/** The streamer's user token (TWITCH_BROADCASTER_TOKEN) the fake accepts */
export const BROADCASTER_TOKEN = 'broadcaster-user-token'

/** A delivery as EventSub sends it: HMAC-SHA256 over message id + timestamp + raw body */
export function twitchDelivery(
  messageType: 'notification' | 'webhook_callback_verification' | 'revocation',
  payload: object,
  options: { messageId?: string; at?: Date; secret?: string } = {}
) {
  const messageId = options.messageId ?? randomUUID()
  const timestamp = (options.at ?? new Date()).toISOString()
  const body = JSON.stringify(payload)
  const signature = createHmac('sha256', options.secret ?? EVENTSUB_SECRET)
    .update(messageId + timestamp + body)
    .digest('hex')
  return {
    body,
    headers: {
      'Content-Type': 'application/json',
      'Twitch-Eventsub-Message-Id': messageId,
      'Twitch-Eventsub-Message-Timestamp': timestamp,
      'Twitch-Eventsub-Message-Signature': `sha256=${signature}`,
      'Twitch-Eventsub-Message-Type': messageType,
      'Twitch-Eventsub-Subscription-Type': (payload as any).subscription?.type ?? '',
    },
  }
}
export type TwitchDelivery = ReturnType<typeof twitchDelivery>

/** A notification body of `type` for the channel (condition and event's broadcaster) */
export function notification(type: string, event: object, channel = TWITCH_CHANNEL) {
  return {
    subscription: {
      id: randomUUID(),
      type,
      version: '1',
      status: 'enabled',
      condition: { broadcaster_user_id: channel },
      transport: { method: 'webhook', callback: 'https://example.test/webhooks/twitch' },
    },
    event: { broadcaster_user_id: channel, broadcaster_user_login: 'streamer', ...event },
  }
}

export const twitchChat = (userId: string, text = 'gl on the bonus!', login = 'viewer') =>
  notification('channel.chat.message', {
    chatter_user_id: userId,
    chatter_user_login: login,
    chatter_user_name: login,
    message_id: randomUUID(),
    message: { text, fragments: [{ type: 'text', text }] },
  })

export const streamOnline = (channel = TWITCH_CHANNEL) =>
  notification('stream.online', { type: 'live', started_at: new Date().toISOString() }, channel)
export const streamOffline = () => notification('stream.offline', {})

export function postTwitch(client: ApiClient, delivery: TwitchDelivery) {
  // the raw body as signed (the client would re-serialise a JSON object the same way)
  return client.post(urlFor('webhooks.twitch')).headers(delivery.headers).json(JSON.parse(delivery.body))
}

type Recorded = { method: string; url: URL; headers: IncomingMessage['headers']; body: string }
type Subscription = Record<string, any> & { id: string; type: string; status: string }

/**
 * A fake Twitch on 127.0.0.1: the OAuth server under /id (authorize, token: authorization code
 * and client credentials) and Helix under /helix (users for a user token, EventSub
 * subscriptions, chat messages, channel-points redemptions). Every Helix request is recorded.
 */
export class FakeTwitch {
  #server: FakeServer | undefined
  #grants = new Map<string, Record<string, unknown>>()
  #tokens = new Map<string, Record<string, unknown> | 'app' | 'broadcaster'>([[BROADCASTER_TOKEN, 'broadcaster']])
  /** the channel-points rewards this app made */
  rewards: { id: string; title: string; cost: number }[] = []
  requests: Recorded[] = []
  tokenRequests: Record<string, string>[] = []
  subscriptions: Subscription[] = []
  /** the account the authorize page agrees for at once (a browser test's consent screen) */
  consentAs: Record<string, unknown> | null = null

  get base() {
    return this.#server!.origin
  }

  env() {
    return {
      TWITCH_CLIENT_ID: 'twitch-client-id',
      TWITCH_CLIENT_SECRET: 'twitch-client-secret',
      TWITCH_AUTH_BASE: `${this.base}/id`,
      TWITCH_API_BASE: `${this.base}/helix`,
    }
  }

  issueCode(account: Record<string, unknown>) {
    const code = randomBytes(12).toString('hex')
    this.#grants.set(code, account)
    return code
  }

  reset() {
    this.requests = []
    this.tokenRequests = []
    this.subscriptions = []
    this.rewards = []
    this.consentAs = null
  }

  sent(path: string) {
    return this.requests.filter((r) => r.url.pathname === `/helix${path}`)
  }

  async start() {
    this.#server = await startFakeServer(async (req, res) => {
      const send = (status: number, body?: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(body === undefined ? '' : JSON.stringify(body))
      }
      const url = new URL(req.url ?? '/', this.base)
      const body = await readBody(req)

      if (req.method === 'POST' && url.pathname === '/id/oauth2/token') {
        const form = Object.fromEntries(new URLSearchParams(body))
        this.tokenRequests.push(form)
        if (form.client_id !== 'twitch-client-id' || form.client_secret !== 'twitch-client-secret') {
          return send(403, { status: 403, message: 'invalid client secret' })
        }
        const token = randomBytes(16).toString('hex')
        if (form.grant_type === 'client_credentials') {
          this.#tokens.set(token, 'app')
          return send(200, { access_token: token, expires_in: 5000000, token_type: 'bearer' })
        }
        const account = this.#grants.get(form.code)
        if (!account || form.grant_type !== 'authorization_code') {
          return send(400, { status: 400, message: 'Invalid authorization code' })
        }
        this.#grants.delete(form.code)
        this.#tokens.set(token, account)
        return send(200, {
          access_token: token,
          expires_in: 14000,
          refresh_token: 'r',
          scope: [],
          token_type: 'bearer',
        })
      }
      if (req.method === 'GET' && url.pathname === '/id/oauth2/authorize' && this.consentAs) {
        const code = this.issueCode(this.consentAs)
        const back = new URL(url.searchParams.get('redirect_uri')!)
        back.search = new URLSearchParams({ code, state: url.searchParams.get('state') ?? '' }).toString()
        res.writeHead(302, { location: back.toString() })
        return res.end()
      }
      if (!url.pathname.startsWith('/helix/')) return send(404, { message: 'not found' })

      this.requests.push({ method: req.method!, url, headers: req.headers, body })
      const who = this.#tokens.get(String(req.headers.authorization ?? '').replace(/^Bearer /i, ''))
      if (!who || req.headers['client-id'] !== 'twitch-client-id') {
        return send(401, { status: 401, message: 'Invalid OAuth token' })
      }
      const path = url.pathname.slice('/helix'.length)
      if (req.method === 'GET' && path === '/users' && typeof who === 'object') return send(200, { data: [who] })
      if (path === '/channel_points/custom_rewards' && who === 'broadcaster') {
        if (req.method === 'GET') return send(200, { data: this.rewards })
        const reward = { id: randomUUID(), ...JSON.parse(body) }
        this.rewards.push(reward)
        return send(200, { data: [reward] })
      }
      if (path === '/eventsub/subscriptions') return this.#subscriptions(req.method!, url, body, send)
      if (req.method === 'POST' && path === '/chat/messages') {
        return send(200, { data: [{ message_id: randomUUID(), is_sent: true }] })
      }
      if (req.method === 'PATCH' && path === '/channel_points/custom_rewards/redemptions' && who === 'broadcaster') {
        return send(200, { data: [{ id: url.searchParams.get('id'), status: JSON.parse(body).status }] })
      }
      send(404, { message: 'not found' })
    })
  }

  #subscriptions(method: string, url: URL, body: string, send: (s: number, b?: unknown) => void) {
    if (method === 'GET')
      return send(200, { data: this.subscriptions, total: this.subscriptions.length, pagination: {} })
    if (method === 'DELETE') {
      this.subscriptions = this.subscriptions.filter((s) => s.id !== url.searchParams.get('id'))
      return send(204)
    }
    const wanted = JSON.parse(body)
    const transport = { ...wanted.transport }
    delete transport.secret
    const created = { id: randomUUID(), status: 'webhook_callback_verification_pending', ...wanted, transport }
    this.subscriptions.push(created)
    send(202, { data: [created], total: this.subscriptions.length })
  }

  async stop() {
    await this.#server?.stop()
  }
}

/** The group's tests talk to `twitch` (started once); each forgets the cached app token */
export function useFakeTwitch(group: Group, twitch: FakeTwitch) {
  group.setup(async () => {
    await twitch.start()
    return () => twitch.stop()
  })
  group.each.setup(() => {
    twitch.reset()
    forgetTwitchCredentials()
  })
}

/** Both platforms set up: Kick's webhook for channel 1, Twitch's for TWITCH_CHANNEL, a bot */
export function useBothPlatforms(group: Group, twitch: FakeTwitch) {
  useFakeTwitch(group, twitch)
  group.each.setup(() =>
    resetForKickWebhooks({
      ...twitch.env(),
      TWITCH_EVENTSUB_SECRET: EVENTSUB_SECRET,
      TWITCH_BROADCASTER_ID: TWITCH_CHANNEL,
      TWITCH_BOT_USER_ID: TWITCH_BOT,
    })
  )
  auditPointsAfterEach(group)
}
