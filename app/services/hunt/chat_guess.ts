import {
  botSays,
  chatSender,
  commandReply,
  platformName,
  queueChatReply,
  type Chatter,
} from '#services/chat_points/chat_replies'
import { placeGuess } from '#services/hunt/guessing'
import { GUESS_INPUT_MESSAGES } from '#validators/bonus_hunt'
import { formatUsdCents } from '#shared/format'
import { siteLocale } from '#config/i18n'
import { gtbCommand } from '#shared/guessing'

/** The largest guess, as the site's form takes it (#validators/bonus_hunt guessValidator) */
const MAX_GUESS = 1_000_000_000

type ChatGuess = Chatter & {
  /** NaN: not an amount (#shared/guessing gtbCommand) */
  amount: number
}

/**
 * `!gtb <amount>` from Kick or Twitch chat: the guess of the site user that account is linked to,
 * into the same table and under the same rules as the hunt page's form (one guess a user, a
 * new one replaces it, refused once guessing closed). The bot replies with the outcome (at most
 * once a minute per user, when the platform's bot is configured); an unlinked account is told
 * to link it.
 */
export async function handleGuessCommand(input: ChatGuess) {
  const { user, name } = await chatSender(input, 'id')
  let text: string | undefined
  if (!user) {
    text = botSays('bot.gtb_not_linked', { username: name, platform: platformName(input) })
  } else if (!Number.isFinite(input.amount) || input.amount > MAX_GUESS) {
    text = botSays('bot.sr_reply', {
      username: name,
      message: botSays(GUESS_INPUT_MESSAGES.amount),
    })
  } else {
    text = await commandReply('gtb', input, name, async () => {
      await placeGuess(Number(user.id), input.amount)
      return botSays('bot.gtb_saved', { amount: formatUsdCents(input.amount, siteLocale) })
    })
  }
  if (text === undefined) return
  queueChatReply('gtb', input, async () => text)
}

/** A chat message: `!gtb <amount>` is a guess (handleGuessCommand), anything else is left alone */
export async function guessFromChat(
  reply: Omit<ChatGuess, 'amount'>,
  content: string
): Promise<void> {
  const amount = gtbCommand(content)
  if (amount !== null) await handleGuessCommand({ ...reply, amount })
}
