import { DateTime } from 'luxon'
import { twitchSettings } from '#config/twitch'
import { OutboundHttpError, outboundJson } from '#infra/http/outbound'

/**
 * The bottom of the Twitch services: one call to Helix (https://dev.twitch.tv/docs/api/) or
 * the OAuth server through the outbound helper, with the app access token (client
 * credentials grant, kept until shortly before it expires). The addresses are TWITCH_API_BASE
 * and TWITCH_AUTH_BASE, so tests use a fake Twitch on 127.0.0.1. No error message or log line
 * carries a token or a secret.
 */
const HELIX_TIMEOUT_MS = 10_000
const HELIX_MAX_BYTES = 1024 * 1024

export class TwitchApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null
  ) {
    super(message)
  }
}

let appToken: { token: string; expiresAt: number } | null = null

/** Forgets the cached app token (tests, and a changed configuration) */
export function forgetTwitchCredentials() {
  appToken = null
}

async function call(url: string, label: string, init: Parameters<typeof outboundJson>[1]) {
  let response
  try {
    response = await outboundJson(url, {
      timeoutMs: HELIX_TIMEOUT_MS,
      maxBytes: HELIX_MAX_BYTES,
      ...init,
    })
  } catch (error) {
    if (error instanceof OutboundHttpError) throw new TwitchApiError(`${label} ${error.message}`)
    throw error
  }
  if (!response.ok) {
    throw new TwitchApiError(`${label} answered ${response.status}`, response.status)
  }
  return response.json
}

/** An app access token from TWITCH_CLIENT_ID and TWITCH_CLIENT_SECRET */
export async function twitchAppToken() {
  const settings = twitchSettings()
  const now = DateTime.now().toMillis()
  if (appToken && appToken.expiresAt > now) return appToken.token
  if (!settings.clientId || !settings.clientSecret) {
    throw new TwitchApiError('Set TWITCH_CLIENT_ID and TWITCH_CLIENT_SECRET')
  }
  const answer = (await call(settings.accessTokenUrl, 'Twitch token endpoint', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
    }).toString(),
  })) as { access_token?: unknown; expires_in?: unknown } | null
  const token = answer?.access_token
  if (typeof token !== 'string' || !token) {
    throw new TwitchApiError('Twitch token endpoint answered without an access_token')
  }
  const expiresIn = Number(answer?.expires_in) || 3600
  appToken = { token, expiresAt: now + Math.max(expiresIn - 60, 30) * 1000 }
  return token
}

type HelixCall = { token?: string; json?: unknown; query?: Record<string, string> }

/** One Helix call (the app token unless `token` is given); non-2xx is a TwitchApiError */
export async function helix(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  options: HelixCall = {}
) {
  const settings = twitchSettings()
  const token = options.token ?? (await twitchAppToken())
  const search = new URLSearchParams(options.query ?? {}).toString()
  const headers: Record<string, string> = {
    'Authorization': `Bearer ${token}`,
    'Client-Id': settings.clientId,
  }
  if (options.json !== undefined) headers['Content-Type'] = 'application/json'
  return call(
    `${settings.apiBase}${path}${search ? `?${search}` : ''}`,
    `Helix ${method} ${path}`,
    {
      method,
      headers,
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
    }
  )
}

/** `{ data: [...] }`, Helix's envelope (an empty list when there is none) */
export function helixData<T>(answer: unknown): T[] {
  const data = (answer as { data?: unknown } | null)?.data
  return Array.isArray(data) ? (data as T[]) : []
}

/**
 * Sends a message to the streamer's chat as the bot (TWITCH_BOT_USER_ID), as a reply to
 * `replyTo` when given: with TWITCH_BOT_TOKEN (the bot's user token, user:write:chat) when set,
 * else the app token (the bot authorised user:bot and the channel channel:bot).
 */
export async function sendTwitchChatMessage(message: string, replyTo?: string) {
  const { broadcasterId, botUserId, botToken } = twitchSettings()
  if (!broadcasterId || !botUserId) throw new TwitchApiError('TWITCH_BOT_USER_ID is not set')
  await helix('POST', '/chat/messages', {
    token: botToken,
    json: {
      broadcaster_id: broadcasterId,
      sender_id: botUserId,
      message: message.slice(0, 500),
      ...(replyTo ? { reply_parent_message_id: replyTo } : {}),
    },
  })
}
