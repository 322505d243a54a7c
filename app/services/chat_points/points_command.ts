import { normaliseMessage } from '#services/chat_points/message_quality'
import {
  botSays,
  chatSender,
  platformName,
  queueChatReply,
  settledChatReplies,
  type Chatter,
} from '#services/chat_points/chat_replies'

/** `!points`, alone or followed by anything */
export function isPointsCommand(content: string) {
  return /^!points(\s|$)/.test(normaliseMessage(content))
}

/** Resolves once every chat reply started so far is sent or has failed (tests, shutdown) */
export const settledPointsReplies = settledChatReplies

/**
 * Answers `!points` with the sender's balance in chat, as a reply to their message, at most
 * once per user per minute (queueChatReply), in the chat (Kick or Twitch) it came from.
 * Without the platform's bot settings it is not answered.
 */
export function answerPointsCommand(input: Chatter) {
  queueChatReply('points', input, async () => {
    const { user, name } = await chatSender(input, 'balance')
    return user
      ? botSays('bot.points_reply', { username: name, balance: Number(user.balance) })
      : botSays('bot.points_not_linked', { username: name, platform: platformName(input) })
  })
}
