import type { DateTime } from 'luxon'
import { twitchSettings } from '#config/twitch'
import { isBotAccount, isStreamLive, recordChatActivity } from '#services/chat_points/chat_activity'
import { streamStatusChanged } from '#services/stream/stream_status'
import { messageCountsForPoints } from '#services/chat_points/message_quality'
import { answerPointsCommand, isPointsCommand } from '#services/chat_points/points_command'
import { enterRafflesFromChat } from '#services/raffles/chat_keyword'
import { guessFromChat } from '#services/hunt/chat_guess'
import { joinTournamentsFromChat } from '#services/tournament/signup'
import { handleSlotRequestCommand, slotRequestCommand } from '#services/slot_requests/chat_command'
import type { Chatter } from '#services/chat_points/chat_replies'
import { voteFromChat } from '#services/polls/chat_vote'
import type { TwitchEvent } from '#validators/twitch_eventsub'
import { convertRedemption } from '#services/twitch/points_conversion'

type ChatMessage = Extract<TwitchEvent, { type: 'channel.chat.message' }>['event']

/** Every fragment of the message is an emote (Twitch marks them) */
function emoteOnly(message: ChatMessage['message']) {
  const fragments = message.fragments ?? []
  return (
    fragments.length > 0 && fragments.every((f) => f.type === 'emote' || f.type === 'cheermote')
  )
}

/**
 * A Twitch chat message, with the rules of Kick's chat (kick_webhook.ts): `!points`,
 * `!sr <slot>`, `!gtb <amount>` and `!vote <n>` answered in Twitch chat, an open raffle's or tournament
 * sign-up's keyword entering the linked user,
 * and a counting message (not a repeat, not only emotes, not a command) marking the chatter
 * active in the current window while the Twitch stream is live. The bot itself and the
 * accounts of KICK_BOT_ACCOUNTS (ids or names of either platform) earn nothing.
 */
async function chatMessage(event: ChatMessage, at: DateTime) {
  const { botUserId } = twitchSettings()
  const chatterId = event.chatter_user_id
  if (chatterId === botUserId || isBotAccount(chatterId, event.chatter_user_login)) return
  const content = event.message.text
  const chatter: Chatter = {
    platform: 'twitch',
    kickUserId: chatterId,
    kickUsername: event.chatter_user_name ?? event.chatter_user_login,
    chatMessageId: event.message_id,
  }
  if (isPointsCommand(content)) answerPointsCommand(chatter)
  const slot = slotRequestCommand(content)
  if (slot !== null) await handleSlotRequestCommand({ ...chatter, slot })
  await guessFromChat(chatter, content)
  await voteFromChat(chatter, content)
  const keyword = { ...chatter, kickUsername: chatter.kickUsername ?? 'viewer', content }
  await enterRafflesFromChat(keyword)
  await joinTournamentsFromChat(keyword)
  const counts = await messageCountsForPoints(
    `twitch:${chatterId}`,
    content,
    emoteOnly(event.message)
  )
  if (counts && (await isStreamLive('twitch'))) {
    await recordChatActivity(chatterId, at, 'twitch')
  }
}

/**
 * A Twitch notification already checked, from the streamer's channel, seen for the first
 * time: the stream's state, a chat message, a points conversion (points_conversion.ts)
 */
export async function handleTwitchEvent(event: TwitchEvent, at: DateTime, messageId: string) {
  switch (event.type) {
    case 'channel.channel_points_custom_reward_redemption.add':
      return convertRedemption(event.event, messageId)
    // recorded with the message id (twitch_status.ts): the pages follow
    case 'stream.online':
    case 'stream.offline':
      return streamStatusChanged()
    case 'channel.chat.message':
      return chatMessage(event.event, at)
    // the support events paid their rewards with the message id (twitch_rewards.ts)
    default:
  }
}
