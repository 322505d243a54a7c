import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { kickApiSettings } from '#config/chat_points'
import { chatReplyLimit, type ChatReplyKind } from '#infra/http/rate_limits'
import { sendKickChatMessage } from '#services/chat_points/kick_api'
import { sendTwitchChatMessage } from '#services/twitch/helix'
import { twitchSettings } from '#config/twitch'
import { PLATFORM_NAMES, PLATFORM_USER_COLUMN, type ChatPlatform } from '#shared/platforms'
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

/**
 * The reply to a linked chatter's command (`!sr`, `!gtb`): '@{name} {message}', the message
 * being what `act` answers, or the refusal's own words when the site refuses it. Anything
 * else is logged, and the bot says nothing (undefined).
 */
export async function commandReply(
  kind: ChatReplyKind,
  input: Omit<Chatter, 'chatMessageId'>,
  name: string,
  act: () => Promise<string>
): Promise<string | undefined> {
  try {
    return botSays('bot.sr_reply', { username: name, message: await act() })
  } catch (error) {
    if (!(error instanceof ActionRefusedException)) {
      logger.error(
        { err: error, chatterId: input.kickUserId },
        `${input.platform ?? 'kick'} !${kind} failed`
      )
      return undefined
    }
    return botSays('bot.sr_reply', { username: name, message: error.body(botI18n()).message })
  }
}

const pending = new Set<Promise<void>>()

/** Resolves once every reply started so far is sent or has failed (tests, shutdown) */
export async function settledChatReplies() {
  while (pending.size > 0) await Promise.all([...pending])
}

/**
 * Who wrote a chat message: the platform (Kick when not said), the chatter's id on it, their
 * name there when known, and the message's id (the bot replies to it)
 */
export type Chatter = {
  platform?: ChatPlatform
  kickUserId: string
  kickUsername?: string
  chatMessageId: string
}

/** The name of the chatter's platform, for the bot's words ("link your Twitch account") */
export function platformName(chatter: Pick<Chatter, 'platform'>) {
  return PLATFORM_NAMES[chatter.platform ?? 'kick']
}

/** Whether the bot can speak in that platform's chat (KICK_BOT_TOKEN, TWITCH_BOT_USER_ID) */
function botConfigured(platform: ChatPlatform) {
  if (platform === 'kick') return Boolean(kickApiSettings().botToken)
  const twitch = twitchSettings()
  return Boolean(twitch.botUserId && twitch.broadcasterId)
}

/**
 * The bot answers a chat command (`!points`, `!sr`) as a reply to the message, at most once
 * per command and chatter per minute (the limiter, app/infra/http/rate_limits.ts), in the
 * chat it came from. `text` runs after the webhook's answer (the platform waits for no chat
 * call), and only when the limit allows; a failure is logged without the token. Without the
 * platform's bot settings nothing is sent.
 */
export function queueChatReply(
  kind: ChatReplyKind,
  input: Chatter,
  text: () => Promise<string | null>
) {
  const platform = input.platform ?? 'kick'
  if (!botConfigured(platform)) return
  const task = new Promise<void>((resolve) => setImmediate(resolve))
    .then(async () => {
      const { key, limiter } = chatReplyLimit(kind, input.kickUserId, platform)
      if (!(await limiter.attempt(key, () => true))) return
      const message = await text()
      if (!message) return
      if (platform === 'twitch') await sendTwitchChatMessage(message, input.chatMessageId)
      else await sendKickChatMessage(message, input.chatMessageId)
    })
    .catch((error) => {
      logger.warn(
        { platform, chatterId: input.kickUserId, error: (error as Error).message },
        `${platform} !${kind} reply failed`
      )
    })
    .finally(() => pending.delete(task))
  pending.add(task)
}

/**
 * Who sent a chat command: the site user that platform account is linked to (with `column`,
 * the username and the platform username; undefined when none is), and the name the bot
 * calls them (their platform name, else the site's, else 'viewer')
 */
export async function chatSender(input: Omit<Chatter, 'chatMessageId'>, column: 'id' | 'balance') {
  const platform = input.platform ?? 'kick'
  const user = await db
    .from('users')
    .where(PLATFORM_USER_COLUMN[platform], input.kickUserId)
    .select(column, 'username', `${platform}_username as platform_username`)
    .first()
  const name: string = input.kickUsername ?? user?.platform_username ?? user?.username ?? 'viewer'
  return { user, name }
}
