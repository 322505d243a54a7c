import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { publicDataChanged } from '#infra/live/public_cache'
import { isUniqueViolation } from '#infra/db/errors'
import { dbTimestamp } from '#infra/db/time'
import { ERROR_CODES } from '#shared/errors'
import { POLL_MESSAGES as M, type OwnVote, type VoteVia } from '#shared/polls'

/**
 * Whether the poll takes votes now (open, before its end time). On PostgreSQL the poll's row is
 * held in share mode until the commit: votes do not wait for each other, but a close waits
 * for the votes already past this check, and the votes after it see the poll closed. SQLite's
 * one writer at a time gives the same order.
 */
async function takesVotes(trx: TransactionClientContract, id: number) {
  const query = trx
    .from('polls')
    .where('id', id)
    .where('status', 'open')
    .where('ends_at', '>', dbTimestamp(trx))
    .select('id')
  if (trx.dialect.name === 'postgres') void query.forShare()
  return Boolean(await query.first())
}

/**
 * One vote of a signed-in viewer on option `option` (from 0), from the site or from chat
 * (`via`). Once per person and poll, whichever way they vote: the unique index on
 * (poll_id, user_id) refuses a second one, so racing votes count once. Refusals carry catalog
 * keys: the site answers them in the reader's language, the bot in the site's.
 */
export async function castVote(
  userId: number,
  pollId: number,
  option: number,
  via: VoteVia
): Promise<{ label: string; vote: OwnVote }> {
  const poll = await db.from('polls').where('id', pollId).first()
  if (!poll) throw new ActionRefusedException(ERROR_CODES.notFound, M.notFound)
  const options = JSON.parse(poll.options) as string[]
  if (!Number.isInteger(option) || option < 0 || option >= options.length) {
    throw new ActionRefusedException(ERROR_CODES.invalidInput, {
      key: M.option,
      values: { count: options.length },
    })
  }
  try {
    await db.transaction(async (trx) => {
      if (!(await takesVotes(trx, pollId))) {
        throw new ActionRefusedException(ERROR_CODES.invalidState, M.closed)
      }
      await trx
        .insertQuery()
        .table('poll_votes')
        .insert({
          poll_id: pollId,
          user_id: userId,
          option,
          via,
          created_at: dbTimestamp(trx),
        })
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    throw new ActionRefusedException(ERROR_CODES.conflict, M.alreadyVoted)
  }
  await publicDataChanged('polls')
  return { label: options[option], vote: { poll_id: pollId, option } }
}

/** The poll `!vote` counts for: the open one, null when none is */
export async function openPollId(): Promise<number | null> {
  const row = await db
    .from('polls')
    .where('status', 'open')
    .where('ends_at', '>', dbTimestamp(db.connection()))
    .orderBy('id', 'desc')
    .select('id')
    .first()
  return row ? Number(row.id) : null
}
