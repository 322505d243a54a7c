import { kickApiSettings } from '#config/chat_points'
import {
  callKick,
  dataOf,
  KickApiError,
  kickApi,
  kickBroadcasterId,
  nowMs,
} from '#services/chat_points/kick_client'
import { forgetKickPublicKey } from '#services/chat_points/kick_public_key'
import { KICK_REWARD_EVENTS } from '#shared/kick_rewards'

/**
 * Kick's public API (https://docs.kick.com): the channel's event subscriptions (app token)
 * and chat messages (the bot's token). The call itself is in kick_client.ts, Kick's webhook
 * public key in kick_public_key.ts. No error message or log line carries a token or a secret.
 */

/** The events the site acts on (see app/validators/kick_webhook.ts) */
export const KICK_SUBSCRIBED_EVENTS = [
  'chat.message.sent',
  'livestream.status.updated',
  ...KICK_REWARD_EVENTS,
] as const

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

/** Forgets the cached token and public key (tests, and a changed configuration) */
export function forgetKickCredentials() {
  appToken = null
  forgetKickPublicKey()
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
