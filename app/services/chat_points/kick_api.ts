import { createPublicKey } from 'node:crypto'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import { kickApiSettings } from '#config/chat_points'
import { OutboundHttpError, outboundJson, type OutboundOptions } from '#infra/http/outbound'

/**
 * Kick's public API (https://docs.kick.com): the channel's event subscriptions (app token),
 * Kick's webhook public key (no token) and chat messages (the bot's token). Every call goes
 * through the outbound helper; the base URLs are configurable so tests use a fake on
 * 127.0.0.1. No error message or log line carries a token or a client secret.
 */

/** The events the site acts on (see app/validators/kick_webhook.ts) */
export const KICK_SUBSCRIBED_EVENTS = [
  'chat.message.sent',
  'livestream.status.updated',
  'channel.subscription.new',
  'channel.subscription.renewal',
  'channel.subscription.gifts',
  'kicks.gifted',
  'channel.followed',
] as const

const KICK_API_TIMEOUT_MS = 10_000
const KICK_API_MAX_BYTES = 1024 * 1024
/** A fetched public key is used this long before it is asked for again */
export const KICK_PUBLIC_KEY_TTL_MS = 60 * 60 * 1000

export class KickApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null
  ) {
    super(message)
  }
}

/** The streamer's Kick user id ('' counts as unset) */
export function kickBroadcasterId() {
  return kickApiSettings().broadcasterId
}

function apiUrl(path: string, query?: URLSearchParams) {
  const base = kickApiSettings().apiUrl
  const search = query?.toString()
  return `${base}${path}${search ? `?${search}` : ''}`
}

type KickCall = {
  token?: string
  json?: unknown
  query?: URLSearchParams
}

async function callKick(url: string, label: string, options: OutboundOptions) {
  let response
  try {
    response = await outboundJson(url, {
      timeoutMs: KICK_API_TIMEOUT_MS,
      maxBytes: KICK_API_MAX_BYTES,
      ...options,
    })
  } catch (error) {
    if (error instanceof OutboundHttpError) throw new KickApiError(`${label} ${error.message}`)
    throw error
  }
  if (!response.ok) throw new KickApiError(`${label} answered ${response.status}`, response.status)
  return response.json
}

/** One call to Kick's public API; a non-2xx answer is a KickApiError with the status */
async function kickApi(method: 'GET' | 'POST' | 'DELETE', path: string, call: KickCall = {}) {
  const headers: Record<string, string> = {}
  if (call.token) headers.Authorization = `Bearer ${call.token}`
  if (call.json !== undefined) headers['Content-Type'] = 'application/json'
  return callKick(apiUrl(path, call.query), `Kick API ${method} ${path}`, {
    method,
    headers,
    body: call.json === undefined ? undefined : JSON.stringify(call.json),
  })
}

/** `{ data: ... }`, Kick's envelope */
function dataOf(answer: unknown) {
  return answer && typeof answer === 'object' && 'data' in answer ? answer.data : undefined
}

/** The clock of the caches (luxon's, so a test can move it) */
const nowMs = () => DateTime.now().toMillis()

let appToken: { token: string; expiresAt: number } | null = null

/**
 * An app access token: KICK_APP_TOKEN when set, else one from Kick's token endpoint with the
 * client credentials grant (KICK_CLIENT_ID, KICK_CLIENT_SECRET), kept until shortly before it
 * expires.
 */
export async function kickAppToken() {
  const settings = kickApiSettings()
  if (settings.appToken) return settings.appToken
  if (appToken && appToken.expiresAt > nowMs()) return appToken.token
  const { clientId, clientSecret } = settings
  if (!clientId || !clientSecret) {
    throw new KickApiError('Set KICK_APP_TOKEN, or KICK_CLIENT_ID and KICK_CLIENT_SECRET')
  }
  const answer = await callKick(settings.tokenUrl, 'Kick token endpoint', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
    }).toString(),
  })
  const token = (answer as { access_token?: unknown } | null)?.access_token
  if (typeof token !== 'string' || !token) {
    throw new KickApiError('Kick token endpoint answered without an access_token')
  }
  const expiresIn = Number((answer as { expires_in?: unknown }).expires_in) || 3600
  appToken = { token, expiresAt: nowMs() + Math.max(expiresIn - 60, 30) * 1000 }
  return token
}

export type KickSubscription = { id: string; event: string; broadcaster_user_id: number }

/** This app's event subscriptions for the streamer's channel */
export async function listChannelSubscriptions(token: string, broadcasterId: string) {
  const answer = await kickApi('GET', '/public/v1/events/subscriptions', {
    token,
    query: new URLSearchParams({ broadcaster_user_id: broadcasterId }),
  })
  const list = dataOf(answer)
  if (!Array.isArray(list)) throw new KickApiError('Kick API listed no subscriptions (no data)')
  return (list as KickSubscription[]).filter(
    (sub) => String(sub.broadcaster_user_id) === broadcasterId
  )
}

/**
 * `node ace kick:subscribe`: removes this app's subscriptions for the channel, then subscribes
 * to the events the site acts on (webhook method; the webhook URL is the one set on the app in
 * Kick's developer settings). Safe to run again.
 */
export async function resubscribeChannelEvents() {
  const broadcasterId = kickBroadcasterId()
  if (!broadcasterId || !/^\d+$/.test(broadcasterId)) {
    throw new KickApiError("Set KICK_BROADCASTER_ID to the streamer's Kick user id")
  }
  const token = await kickAppToken()
  const existing = await listChannelSubscriptions(token, broadcasterId)
  if (existing.length > 0) {
    const query = new URLSearchParams()
    for (const sub of existing) query.append('id', String(sub.id))
    await kickApi('DELETE', '/public/v1/events/subscriptions', { token, query })
  }
  const answer = await kickApi('POST', '/public/v1/events/subscriptions', {
    token,
    json: {
      broadcaster_user_id: Number(broadcasterId),
      events: KICK_SUBSCRIBED_EVENTS.map((name) => ({ name, version: 1 })),
      method: 'webhook',
    },
  })
  const created = (dataOf(answer) ?? []) as {
    name?: string
    subscription_id?: string
    error?: string
  }[]
  const failed = created.filter((sub) => sub.error || !sub.subscription_id)
  if (!Array.isArray(created) || created.length === 0 || failed.length > 0) {
    const reasons = failed.map((sub) => `${sub.name}: ${sub.error ?? 'no subscription id'}`)
    throw new KickApiError(`Kick refused the subscriptions (${reasons.join('; ') || 'no data'})`)
  }
  return {
    removed: existing.length,
    created: created.map((sub) => ({ event: sub.name!, id: sub.subscription_id! })),
  }
}

/** After a failed fetch (or a refresh), Kick is not asked again for this long */
export const KICK_PUBLIC_KEY_RETRY_MS = 60 * 1000

let publicKey: { pem: string; fetchedAt: number } | null = null
let lastAttempt = 0
let publicKeyFetch: Promise<string | undefined> | null = null

async function fetchPublicKey() {
  lastAttempt = nowMs()
  try {
    const answer = await kickApi('GET', '/public/v1/public-key')
    const pem = (dataOf(answer) as { public_key?: unknown } | undefined)?.public_key
    if (typeof pem !== 'string') throw new KickApiError('Kick API answered no public_key')
    createPublicKey(pem) // a key that does not parse is not cached
    publicKey = { pem, fetchedAt: nowMs() }
    return pem
  } catch (error) {
    logger.warn(
      { error: (error as Error).message },
      'kick webhook public key could not be fetched; keeping the previous one'
    )
    return publicKey?.pem
  } finally {
    publicKeyFetch = null
  }
}

/** KICK_WEBHOOK_PUBLIC_KEY, the key pinned at deploy (backslash-n escapes allowed) */
export function pinnedKickWebhookPublicKey() {
  return kickApiSettings().pinnedPublicKey
}

/** One fetch at a time, and none within a minute of the last attempt */
function fetchPublicKeyOnce() {
  if (!publicKeyFetch && nowMs() - lastAttempt < KICK_PUBLIC_KEY_RETRY_MS) {
    return Promise.resolve(publicKey?.pem)
  }
  publicKeyFetch ??= fetchPublicKey()
  return publicKeyFetch
}

/**
 * Kick's webhook public key: KICK_WEBHOOK_PUBLIC_KEY when set (pinned at deploy), else the key
 * from Kick's public-key endpoint, cached for an hour (one fetch at a time, at most one a
 * minute; a failed refresh keeps the previous key).
 */
export async function kickWebhookPublicKey(): Promise<string | undefined> {
  const pinned = pinnedKickWebhookPublicKey()
  if (pinned) return pinned
  if (publicKey && nowMs() - publicKey.fetchedAt < KICK_PUBLIC_KEY_TTL_MS) return publicKey.pem
  return fetchPublicKeyOnce()
}

/**
 * A fresh copy of the fetched key after a signature did not verify with the cached one (Kick
 * rotated it); undefined when the key is pinned or Kick was asked less than a minute ago, so
 * forged events cannot make the site hammer Kick.
 */
export async function refreshedKickWebhookPublicKey(): Promise<string | undefined> {
  if (pinnedKickWebhookPublicKey() || !publicKey) return undefined
  const before = publicKey.pem
  const after = await fetchPublicKeyOnce()
  return after && after !== before ? after : undefined
}

/** Forgets the cached token and public key (tests, and a changed configuration) */
export function forgetKickCredentials() {
  appToken = null
  publicKey = null
  lastAttempt = 0
}

/**
 * Sends a message to the streamer's chat as the bot (KICK_BOT_TOKEN, a user token with the
 * chat:write scope), as a reply to `replyTo` when given.
 */
export async function sendKickChatMessage(content: string, replyTo?: string) {
  const token = kickApiSettings().botToken
  if (!token) throw new KickApiError('KICK_BOT_TOKEN is not set')
  const broadcasterId = kickBroadcasterId()
  await kickApi('POST', '/public/v1/chat', {
    token,
    json: {
      type: 'bot',
      content: content.slice(0, 500),
      ...(broadcasterId ? { broadcaster_user_id: Number(broadcasterId) } : {}),
      ...(replyTo ? { reply_to_message_id: replyTo } : {}),
    },
  })
}
