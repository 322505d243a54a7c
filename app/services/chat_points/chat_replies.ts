import logger from '@adonisjs/core/services/logger'
import { kickApiSettings } from '#config/chat_points'
import { pointsReplyLimit } from '#infra/http/rate_limits'
import { sendKickChatMessage } from '#services/chat_points/kick_api'

const pending = new Set<Promise<void>>()

/** Resolves once every chat reply started so far is sent or has failed (tests, shutdown) */
export async function settledChatReplies() {
  while (pending.size > 0) await Promise.all([...pending])
}

/**
 * Replies in chat to a chatter's message, after the webhook's answer (Kick waits for no chat
 * call), at most once per chatter per minute (whatever the reply is about); `text` is worked
 * out then, null for no reply. Without KICK_BOT_TOKEN nothing is sent; a failure is logged
 * without the token.
 */
export function replyInChat(
  input: { kickUserId: string; chatMessageId: string; what: string },
  text: () => Promise<string | null>
) {
  if (!kickApiSettings().botToken) return
  const task = new Promise<void>((resolve) => setImmediate(resolve))
    .then(async () => {
      const { key, limiter } = pointsReplyLimit(input.kickUserId)
      if (!(await limiter.attempt(key, () => true))) return
      const content = await text()
      if (content) await sendKickChatMessage(content, input.chatMessageId)
    })
    .catch((error) => {
      logger.warn(
        { kickUserId: input.kickUserId, error: (error as Error).message },
        `kick ${input.what} reply failed`
      )
    })
    .finally(() => pending.delete(task))
  pending.add(task)
}
