import logger from '@adonisjs/core/services/logger'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { botI18n, botSays, chatSender, queueChatReply } from '#services/chat_points/chat_replies'
import { requestSlot } from '#services/slot_requests/slot_requests'

/** `!sr <slot>`: the slot name as typed after the command, or null for another message */
export function slotRequestCommand(content: string) {
  const match = /^!sr(?:\s+([\s\S]*))?$/i.exec(content.trim())
  return match ? (match[1] ?? '') : null
}

type ChatRequest = {
  kickUserId: string
  kickUsername?: string
  chatMessageId: string
  slot: string
}

/**
 * A `!sr` from Kick chat: requested for the site user that Kick account is linked to, with the
 * same rules and messages as the hunt page. The bot replies with the outcome (at most once a
 * minute per user, only with KICK_BOT_TOKEN); an unlinked account is told to link it and
 * nothing is recorded.
 */
export async function handleSlotRequestCommand(input: ChatRequest) {
  const { user, name } = await chatSender(input, 'id')
  let text: string
  if (!user) {
    text = botSays('bot.sr_not_linked', { username: name })
  } else {
    try {
      const outcome = await requestSlot(Number(user.id), input.slot)
      const message = botSays(outcome.message.key, outcome.message.values)
      text = botSays('bot.sr_reply', { username: name, message })
    } catch (error) {
      if (!(error instanceof ActionRefusedException)) {
        logger.error({ err: error, kickUserId: input.kickUserId }, 'kick !sr failed')
        return
      }
      text = botSays('bot.sr_reply', { username: name, message: error.body(botI18n()).message })
    }
  }
  queueChatReply('sr', input, async () => text)
}
