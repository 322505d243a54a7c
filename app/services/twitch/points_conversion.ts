import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { twitchSettings } from '#config/twitch'
import { helix, helixData } from '#services/twitch/helix'
import { payReward } from '#services/kick_rewards/pay_reward'
import { botSays } from '#services/chat_points/chat_replies'
import type { TwitchEvent } from '#validators/twitch_eventsub'

type Redemption = Extract<
  TwitchEvent,
  { type: 'channel.channel_points_custom_reward_redemption.add' }
>['event']

/** The reward's title on Twitch, in the site's language (how a redemption is recognised) */
export const convertRewardTitle = () => botSays('bot.convert_reward_title')

/**
 * `twitch:subscribe`, when TWITCH_CONVERT_POINTS and TWITCH_BROADCASTER_TOKEN are set: the
 * streamer's "Convert to site points" channel-points reward (this app's, so the site may
 * mark its redemptions), created at TWITCH_CONVERT_COST unless it exists. Answers it, or
 * null when the conversion is off.
 */
export async function ensureConvertReward() {
  const settings = twitchSettings()
  if (!settings.convertPoints || !settings.broadcasterToken) return null
  const query = { broadcaster_id: settings.broadcasterId!, only_manageable_rewards: 'true' }
  const token = settings.broadcasterToken
  const rewards = helixData<{ id: string; title: string; cost: number }>(
    await helix('GET', '/channel_points/custom_rewards', { token, query })
  )
  const existing = rewards.find((reward) => reward.title === convertRewardTitle())
  if (existing) return { ...existing, created: false }
  const [created] = helixData<{ id: string; title: string; cost: number }>(
    await helix('POST', '/channel_points/custom_rewards', {
      token,
      query: { broadcaster_id: settings.broadcasterId! },
      json: { title: convertRewardTitle(), cost: settings.convertCost, is_enabled: true },
    })
  )
  return { ...created, created: true }
}

async function markRedemption(event: Redemption, status: 'FULFILLED' | 'CANCELED') {
  const settings = twitchSettings()
  try {
    await helix('PATCH', '/channel_points/custom_rewards/redemptions', {
      token: settings.broadcasterToken,
      query: {
        broadcaster_id: event.broadcaster_user_id,
        reward_id: event.reward.id,
        id: event.id,
      },
      json: { status },
    })
  } catch (error) {
    logger.warn(
      { redemption: event.id, status, error: (error as Error).message },
      'twitch redemption not marked'
    )
  }
}

/**
 * A redemption of the "Convert to site points" reward: the viewer's linked user is credited
 * TWITCH_CONVERT_POINTS through the ledger, once per redemption id (payReward's once key),
 * and the redemption is marked fulfilled; a viewer with no linked account gets nothing and
 * the redemption is cancelled, which gives the channel points back on Twitch. Other rewards'
 * redemptions, or a conversion switched off, are left alone.
 */
export async function convertRedemption(event: Redemption, messageId: string) {
  const settings = twitchSettings()
  if (!settings.convertPoints || event.reward.title !== convertRewardTitle()) return
  if (event.status !== 'unfulfilled') return
  const linked = await db.from('users').where('twitch_id', event.user_id).select('id').first()
  if (!linked) return markRedemption(event, 'CANCELED')
  const paid = await db.transaction((trx) =>
    payReward(trx, {
      platform: 'twitch',
      messageId,
      onceKey: `twitch-redemption:${event.id}`,
      eventType: 'twitch:channel.channel_points_custom_reward_redemption.add',
      account: { id: event.user_id, username: event.user_name ?? event.user_login },
      points: settings.convertPoints,
      holdDays: 1,
    })
  )
  // a second delivery of the same redemption pays nothing and marks nothing again
  if (paid > 0) await markRedemption(event, 'FULFILLED')
}
