import {
  botSays,
  chatSender,
  commandReply,
  platformName,
  queueChatReply,
  type Chatter,
} from '#services/chat_points/chat_replies'
import { requestSlot } from '#services/slot_requests/slot_requests'

/** `!sr <slot>`: the slot name as typed after the command, or null for another message */
export function slotRequestCommand(content: string) {
  const match = /^!sr(?:\s+([\s\S]*))?$/i.exec(content.trim())
  return match ? (match[1] ?? '') : null
}

type ChatRequest = Chatter & { slot: string }

/**
 * A `!sr` from Kick or Twitch chat: requested for the site user that account is linked to,
 * into the same queue with the same rules and messages as the hunt page. The bot replies with
 * the outcome (at most once a minute per user, only when that platform's bot is set up); an
 * unlinked account is told to link it and nothing is recorded.
 */
export async function handleSlotRequestCommand(input: ChatRequest) {
  const { user, name } = await chatSender(input, 'id')
  const text = user
    ? await commandReply('sr', input, name, async () => {
        const outcome = await requestSlot(Number(user.id), input.slot, input.platform ?? 'kick')
        return botSays(outcome.message.key, outcome.message.values)
      })
    : botSays('bot.sr_not_linked', { username: name, platform: platformName(input) })
  if (text === undefined) return
  queueChatReply('sr', input, async () => text)
}
