import { twitchSettings } from '#config/twitch'
import { helix, helixData, TwitchApiError } from '#services/twitch/helix'

/**
 * The streamer's EventSub subscriptions (https://dev.twitch.tv/docs/eventsub/manage-subscriptions/),
 * made with the app token, delivered by webhook to /webhooks/twitch and signed with
 * TWITCH_EVENTSUB_SECRET. Chat messages are read as the bot (TWITCH_BOT_USER_ID, else the
 * streamer), which must have granted user:read:chat (and the channel channel:bot).
 */
type Wanted = { type: string; version: string; condition: Record<string, string> }

export function wantedSubscriptions(): Wanted[] {
  const { broadcasterId, botUserId } = twitchSettings()
  const channel = { broadcaster_user_id: broadcasterId! }
  const simple = (type: string): Wanted => ({ type, version: '1', condition: channel })
  return [
    {
      type: 'channel.chat.message',
      version: '1',
      condition: { ...channel, user_id: botUserId ?? broadcasterId! },
    },
    simple('channel.subscribe'),
    simple('channel.subscription.message'),
    simple('channel.subscription.gift'),
    simple('channel.cheer'),
    {
      type: 'channel.follow',
      version: '2',
      condition: { ...channel, moderator_user_id: broadcasterId! },
    },
    simple('stream.online'),
    simple('stream.offline'),
    simple('channel.channel_points_custom_reward_redemption.add'),
  ]
}

export type TwitchSubscription = {
  id: string
  type: string
  version: string
  status: string
  condition: Record<string, string>
  transport: { method: string; callback?: string }
}

/** Every subscription of this app (all pages) */
export async function listSubscriptions() {
  const all: TwitchSubscription[] = []
  let cursor: string | undefined
  do {
    const answer = await helix('GET', '/eventsub/subscriptions', {
      query: cursor ? { after: cursor } : {},
    })
    all.push(...helixData<TwitchSubscription>(answer))
    cursor = (answer as { pagination?: { cursor?: string } } | null)?.pagination?.cursor
  } while (cursor)
  return all
}

const sameCondition = (a: Record<string, string>, b: Record<string, string>) =>
  Object.entries(b).every(([key, value]) => String(a[key] ?? '') === value)

/**
 * `node ace twitch:subscribe`: keeps each wanted subscription that is enabled (or waiting for
 * its verification) on this site's webhook, creates the missing ones, and removes the stale
 * ones: failed or revoked, a copy, or pointed at this site's webhook for something no longer
 * wanted. Safe to run again: a second run creates and removes nothing.
 */
export async function syncTwitchSubscriptions() {
  const settings = twitchSettings()
  if (!settings.broadcasterId || !/^\d+$/.test(settings.broadcasterId)) {
    throw new TwitchApiError("Set TWITCH_BROADCASTER_ID to the streamer's Twitch user id")
  }
  if (!settings.eventsubSecret) throw new TwitchApiError('Set TWITCH_EVENTSUB_SECRET')
  const existing = await listSubscriptions()
  const ours = existing.filter(
    (sub) => sub.transport.method === 'webhook' && sub.transport.callback === settings.webhookUrl
  )
  const healthy = (sub: TwitchSubscription) =>
    sub.status === 'enabled' || sub.status === 'webhook_callback_verification_pending'

  const kept: TwitchSubscription[] = []
  const missing: Wanted[] = []
  for (const wanted of wantedSubscriptions()) {
    const match = ours.find(
      (sub) =>
        !kept.includes(sub) &&
        healthy(sub) &&
        sub.type === wanted.type &&
        sub.version === wanted.version &&
        sameCondition(sub.condition, wanted.condition)
    )
    if (match) kept.push(match)
    else missing.push(wanted)
  }
  const stale = ours.filter((sub) => !kept.includes(sub))
  for (const sub of stale) {
    await helix('DELETE', '/eventsub/subscriptions', { query: { id: sub.id } })
  }
  const created: TwitchSubscription[] = []
  for (const wanted of missing) {
    const answer = await helix('POST', '/eventsub/subscriptions', {
      json: {
        ...wanted,
        transport: {
          method: 'webhook',
          callback: settings.webhookUrl,
          secret: settings.eventsubSecret,
        },
      },
    })
    created.push(...helixData<TwitchSubscription>(answer))
  }
  return { kept, created, removed: stale }
}
