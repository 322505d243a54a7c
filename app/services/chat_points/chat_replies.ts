import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { kickApiSettings } from '#config/chat_points'
import { chatReplyLimit, type ChatReplyKind } from '#infra/http/rate_limits'
import { sendKickChatMessage } from '#services/chat_points/kick_api'
import i18nManager from '@adonisjs/i18n/services/main'
import { siteLocale } from '#config/i18n'
import type { MessageKey, MessageValues } from '#shared/messages'

/** What the bot says in chat, in the site's language (SITE_LOCALE): chat has no reader's one */
export function botSays(key: MessageKey, values?: MessageValues) {
  return i18nManager.locale(siteLocale).t(key, values)
}

/** The bot's I18n, for a refusal it passes on (ActionRefusedException#body) */
export function botI18n() {
  return i18nManager.locale(siteLocale)
}

const pending = new Set<Promise<void>>()

/** Resolves once every reply started so far is sent or has failed (tests, shutdown) */
export async function settledChatReplies() {
  while (pending.size > 0) await Promise.all([...pending])
}

/**
 * The bot answers a chat command (`!points`, `!sr`) as a reply to the message, at most once
 * per command and Kick user per minute (the limiter, app/infra/http/rate_limits.ts). `text`
 * runs after the webhook's answer (Kick waits for no chat call), and only when the limit
 * allows; a failure is logged without the token. Without KICK_BOT_TOKEN nothing is sent.
 */
export function queueChatReply(
  kind: ChatReplyKind,
  input: { kickUserId: string; chatMessageId: string },
  text: () => Promise<string | null>
) {
  if (!kickApiSettings().botToken) return
  const task = new Promise<void>((resolve) => setImmediate(resolve))
    .then(async () => {
      const { key, limiter } = chatReplyLimit(kind, input.kickUserId)
      if (!(await limiter.attempt(key, () => true))) return
      const message = await text()
      if (message) await sendKickChatMessage(message, input.chatMessageId)
    })
    .catch((error) => {
      logger.warn(
        { kickUserId: input.kickUserId, error: (error as Error).message },
        `kick !${kind} reply failed`
      )
    })
    .finally(() => pending.delete(task))
  pending.add(task)
}

/**
 * Who sent a chat command: the site user that Kick account is linked to (with `column`, the
 * username and the Kick username; undefined when none is), and the name the bot calls them
 * (their Kick name, else the site's, else 'viewer')
 */
export async function chatSender(
  input: { kickUserId: string; kickUsername?: string },
  column: 'id' | 'balance'
) {
  const user = await db
    .from('users')
    .where('kick_id', input.kickUserId)
    .select(column, 'username', 'kick_username')
    .first()
  const name: string = input.kickUsername ?? user?.kick_username ?? user?.username ?? 'viewer'
  return { user, name }
}
