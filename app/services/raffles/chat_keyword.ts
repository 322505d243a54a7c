import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { queueChatReply } from '#services/chat_points/chat_replies'
import { enterRaffleFromChat } from '#services/raffles/entries'
import { rafflesForKeyword } from '#services/raffles/raffle_admin'
import { RAFFLE_MESSAGES } from '#shared/raffles'

/**
 * A chat message equal to an open raffle's keyword (trimmed, case-insensitive) gives the
 * chatter's linked site user one free ticket, once per raffle. An unlinked chatter is not
 * entered; with KICK_BOT_TOKEN set the bot tells them to link their account. A refusal (not
 * eligible, already in with the keyword, max tickets) changes nothing and is only logged.
 * Returns how many raffles the message entered.
 */
export async function enterRafflesFromChat(input: {
  kickUserId: string
  kickUsername: string
  content: string
  chatMessageId: string
}) {
  const raffleIds = await rafflesForKeyword(input.content)
  if (raffleIds.length === 0) return 0
  const user = await db.from('users').where('kick_id', input.kickUserId).select('id').first()
  if (!user) {
    queueChatReply('raffle', input, async () => RAFFLE_MESSAGES.chatNotLinked(input.kickUsername))
    return 0
  }
  let entered = 0
  for (const raffleId of raffleIds) {
    try {
      await enterRaffleFromChat(Number(user.id), raffleId)
      entered++
    } catch (error) {
      if (!(error instanceof ActionRefusedException)) throw error
      logger.info(
        { raffleId, userId: user.id, reason: error.message },
        'raffle keyword not entered'
      )
    }
  }
  return entered
}
