import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import { kickApiSettings } from '#config/chat_points'
import { pointsReplyLimit } from '#infra/http/rate_limits'
import { sendKickChatMessage } from '#services/chat_points/kick_api'
import { normaliseMessage } from '#services/chat_points/message_quality'
import { POINTS_REPLY, POINTS_REPLY_NOT_LINKED } from '#shared/points'

/** `!points`, alone or followed by anything */
export function isPointsCommand(content: string) {
  return /^!points(\s|$)/.test(normaliseMessage(content))
}

const pending = new Set<Promise<void>>()

/** Resolves once every reply started so far is sent or has failed (tests, shutdown) */
export async function settledPointsReplies() {
  while (pending.size > 0) await Promise.all([...pending])
}

type PointsCommand = { kickUserId: string; kickUsername?: string; chatMessageId: string }

async function reply({ kickUserId, kickUsername, chatMessageId }: PointsCommand) {
  const { key, limiter } = pointsReplyLimit(kickUserId)
  const allowed = await limiter.attempt(key, () => true)
  if (!allowed) return
  const user = await db
    .from('users')
    .where('kick_id', kickUserId)
    .select('username', 'balance', 'kick_username')
    .first()
  const name = kickUsername ?? user?.kick_username ?? user?.username ?? 'viewer'
  const text = user ? POINTS_REPLY(name, Number(user.balance)) : POINTS_REPLY_NOT_LINKED(name)
  await sendKickChatMessage(text, chatMessageId)
}

/**
 * Answers `!points` with the sender's balance in chat, as a reply to their message, at most
 * once per user per minute. It runs after the webhook's answer (Kick waits for no chat call);
 * a failure is logged without the token. Without KICK_BOT_TOKEN the command is not answered.
 */
export function answerPointsCommand(input: PointsCommand) {
  if (!kickApiSettings().botToken) return
  const task = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => reply(input))
    .catch((error) => {
      logger.warn(
        { kickUserId: input.kickUserId, error: (error as Error).message },
        'kick !points reply failed'
      )
    })
    .finally(() => pending.delete(task))
  pending.add(task)
}
