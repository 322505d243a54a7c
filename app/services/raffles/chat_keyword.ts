import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import ActionRefusedException from '#exceptions/action_refused_exception'
import {
  botSays,
  platformName,
  queueChatReply,
  type Chatter,
} from '#services/chat_points/chat_replies'
import { PLATFORM_USER_COLUMN } from '#shared/platforms'
import { enterRaffleFromChat } from '#services/raffles/entries'
import { dbTimestamp } from '#infra/db/time'
import { normaliseKeyword } from '#shared/raffles'

/**
 * A chat message equal to an open raffle's keyword (trimmed, case-insensitive) gives the
 * chatter's linked site user (by their Kick or Twitch account) one free ticket, once per
 * raffle. An unlinked chatter is not entered; when the platform's bot is set up it tells
 * them to link their account. A refusal (not
 * eligible, already in with the keyword, max tickets) changes nothing and is only logged.
 * Returns how many raffles the message entered.
 */
export async function enterRafflesFromChat(
  input: Chatter & { kickUsername: string; content: string }
) {
  const raffleIds = await rafflesForKeyword(input.content)
  if (raffleIds.length === 0) return 0
  const platform = input.platform ?? 'kick'
  const user = await db
    .from('users')
    .where(PLATFORM_USER_COLUMN[platform], input.kickUserId)
    .select('id')
    .first()
  if (!user) {
    queueChatReply('raffle', input, async () =>
      botSays('bot.raffle_not_linked', {
        username: input.kickUsername,
        platform: platformName(input),
      })
    )
    return 0
  }
  let entered = 0
  for (const raffleId of raffleIds) {
    try {
      await enterRaffleFromChat(Number(user.id), raffleId, platform)
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

/** Is `content` the keyword of an open raffle? Those raffles' ids */
export async function rafflesForKeyword(content: string) {
  const keyword = normaliseKeyword(content)
  if (!keyword) return []
  const client = db.connection()
  const rows = await client
    .from('raffles')
    .where('status', 'open')
    .whereNotNull('keyword')
    .where((q) => q.whereNull('ends_at').orWhere('ends_at', '>', dbTimestamp(client)))
    .select('id', 'keyword')
  return rows
    .filter((r) => normaliseKeyword(String(r.keyword)) === keyword)
    .map((r) => Number(r.id))
}
