import db from '@adonisjs/lucid/services/db'
import { normaliseMessage } from '#services/chat_points/message_quality'
import { replyInChat, settledChatReplies } from '#services/chat_points/chat_replies'
import { POINTS_REPLY, POINTS_REPLY_NOT_LINKED } from '#shared/points'

/** `!points`, alone or followed by anything */
export function isPointsCommand(content: string) {
  return /^!points(\s|$)/.test(normaliseMessage(content))
}

/** Resolves once every reply started so far is sent or has failed (tests, shutdown) */
export const settledPointsReplies = settledChatReplies

type PointsCommand = { kickUserId: string; kickUsername?: string; chatMessageId: string }

/**
 * Answers `!points` with the sender's balance in chat, as a reply to their message, at most
 * once per user per minute (chat_replies.ts). Without KICK_BOT_TOKEN the command is not answered.
 */
export function answerPointsCommand({ kickUserId, kickUsername, chatMessageId }: PointsCommand) {
  replyInChat({ kickUserId, chatMessageId, what: '!points' }, async () => {
    const user = await db
      .from('users')
      .where('kick_id', kickUserId)
      .select('username', 'balance', 'kick_username')
      .first()
    const name = kickUsername ?? user?.kick_username ?? user?.username ?? 'viewer'
    return user ? POINTS_REPLY(name, Number(user.balance)) : POINTS_REPLY_NOT_LINKED(name)
  })
}
