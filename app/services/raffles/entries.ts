import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { isSubscriber } from '#services/kick_rewards/subscribers'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { applyPointChange, InsufficientPointsError } from '#services/points/ledger'
import { dbTimestamp, readDbTimestamp } from '#infra/db/time'
import { affectedRows } from '#infra/db/writes'
import { raffleTransaction } from '#services/raffles/live'
import { RAFFLE_REFERENCE, type RaffleRow } from '#services/raffles/raffle_rows'
import { RAFFLE_MESSAGES as M } from '#shared/raffles'
import type { ChatPlatform } from '#shared/platforms'

/**
 * The raffle's counter moved by `tickets`, only while it is open and not past its end: the
 * first write of an entry, so entries to a raffle queue on its row (PostgreSQL's row lock,
 * SQLite's write lock) and a close or cancel that committed first refuses them
 */
async function takeRaffleForEntry(
  trx: TransactionClientContract,
  raffleId: number,
  tickets: number
) {
  const now = dbTimestamp(trx)
  const updated = await trx
    .from('raffles')
    .where('id', raffleId)
    .where('status', 'open')
    .where((q) => q.whereNull('ends_at').orWhere('ends_at', '>', now))
    .update({ tickets_total: trx.raw('tickets_total + ?', [tickets]) })
  const raffle: RaffleRow | null = await trx.from('raffles').where('id', raffleId).first()
  if (!raffle) throw new ActionRefusedException(ERROR_CODES.notFound, M.notFound)
  if (affectedRows(updated) !== 1)
    throw new ActionRefusedException(ERROR_CODES.invalidState, M.notOpen)
  return raffle
}

/** The eligibility rules of a raffle for a user: account age, a linked Kick account, a subscription */
async function checkEligible(trx: TransactionClientContract, raffle: RaffleRow, userId: number) {
  const user = await trx.from('users').where('id', userId).select('created_at', 'kick_id').first()
  if (!user) throw new ActionRefusedException(ERROR_CODES.notFound, M.notFound)
  const days = Number(raffle.min_account_days ?? 0)
  if (days > 0) {
    const createdAt = readDbTimestamp(user.created_at)
    if (createdAt.plus({ days }) > DateTime.utc()) {
      throw new ActionRefusedException(ERROR_CODES.invalidState, {
        key: M.accountTooNew,
        values: { days },
      })
    }
  }
  if (Boolean(raffle.kick_link_required) && !user.kick_id) {
    throw new ActionRefusedException(ERROR_CODES.invalidState, M.kickLinkRequired)
  }
  if (Boolean(raffle.subscribers_only) && !(await isSubscriber(userId, DateTime.utc(), trx))) {
    throw new ActionRefusedException(ERROR_CODES.invalidState, M.subscribersOnly)
  }
}

/**
 * Adds tickets to the user's entry (created at the first entry, which fixes the user's place
 * in the canonical order), never past max_tickets: the UPDATE's condition decides, and the
 * raffle's row lock taken before it makes racing entries of one user queue
 */
async function addTickets(
  trx: TransactionClientContract,
  raffle: RaffleRow,
  userId: number,
  tickets: number,
  extra: { points: number; chatTicket: ChatPlatform | null }
) {
  const now = dbTimestamp(trx)
  const query = trx
    .from('raffle_entries')
    .where('raffle_id', raffle.id)
    .where('user_id', userId)
    .where('tickets', '<=', raffle.max_tickets - tickets)
  if (extra.chatTicket) query.where('chat_ticket', false)
  const updated = await query.update({
    tickets: trx.raw('tickets + ?', [tickets]),
    points_spent: trx.raw('points_spent + ?', [extra.points]),
    ...(extra.chatTicket ? { chat_ticket: true, via: extra.chatTicket } : {}),
    updated_at: now,
  })
  if (affectedRows(updated) === 1) return
  const existing = await trx
    .from('raffle_entries')
    .where('raffle_id', raffle.id)
    .where('user_id', userId)
    .first()
  if (existing) {
    if (extra.chatTicket && existing.chat_ticket)
      throw new ActionRefusedException(ERROR_CODES.conflict, M.alreadyChatEntered)
    throw new ActionRefusedException(ERROR_CODES.invalidState, {
      key: M.maxTickets,
      values: { max: raffle.max_tickets, held: Number(existing.tickets) },
    })
  }
  if (tickets > raffle.max_tickets)
    throw new ActionRefusedException(ERROR_CODES.invalidState, {
      key: M.maxTickets,
      values: { max: raffle.max_tickets, held: 0 },
    })
  await trx
    .insertQuery()
    .table('raffle_entries')
    .insert({
      raffle_id: raffle.id,
      user_id: userId,
      tickets,
      points_spent: extra.points,
      chat_ticket: extra.chatTicket !== null,
      via: extra.chatTicket ?? 'site',
      created_at: now,
      updated_at: null,
    })
}

/**
 * A logged-in user buys `tickets` tickets: tickets × ticket_cost points through the ledger
 * (reason raffle), all in one transaction; refused when the raffle is closed, an eligibility
 * rule fails, the user would hold more than max_tickets, or the balance is short
 */
export async function enterRaffle(userId: number, raffleId: number, tickets: number) {
  return raffleTransaction(async (trx) => {
    const raffle = await takeRaffleForEntry(trx, raffleId, tickets)
    await checkEligible(trx, raffle, userId)
    const cost = tickets * Number(raffle.ticket_cost)
    await addTickets(trx, raffle, userId, tickets, { points: cost, chatTicket: null })
    let balance: number | null = null
    if (cost > 0) {
      try {
        const change = await applyPointChange(trx, {
          userId,
          delta: -cost,
          reason: 'raffle',
          referenceType: RAFFLE_REFERENCE,
          referenceId: raffle.id,
          note: `${tickets} ticket${tickets === 1 ? '' : 's'} in ${raffle.title}`,
        })
        balance = change.balance
      } catch (error) {
        if (error instanceof InsufficientPointsError) {
          throw new ActionRefusedException(ERROR_CODES.invalidState, M.shortBalance)
        }
        throw error
      }
    }
    const entry = await trx
      .from('raffle_entries')
      .where('raffle_id', raffle.id)
      .where('user_id', userId)
      .firstOrFail()
    return { tickets: Number(entry.tickets), balance }
  })
}

/**
 * The keyword's free ticket (one per user and raffle), for a chatter linked to `userId`; the
 * entry's `via` names the chat it came from
 */
export function enterRaffleFromChat(userId: number, raffleId: number, via: ChatPlatform) {
  return raffleTransaction(async (trx) => {
    const raffle = await takeRaffleForEntry(trx, raffleId, 1)
    await checkEligible(trx, raffle, userId)
    await addTickets(trx, raffle, userId, 1, { points: 0, chatTicket: via })
  })
}

/** The user's tickets in a raffle (0 when not entered) */
export async function ticketsOf(raffleId: number, userId: number) {
  const entry = await db
    .from('raffle_entries')
    .where('raffle_id', raffleId)
    .where('user_id', userId)
    .select('tickets')
    .first()
  return entry ? Number(entry.tickets) : 0
}
