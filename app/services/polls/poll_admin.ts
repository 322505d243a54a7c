import type { I18n } from '@adonisjs/i18n'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { recordAudit } from '#services/audit/record_audit'
import { pollView } from '#services/polls/public_polls'
import { publicDataChanged, publicTransaction } from '#infra/live/public_cache'
import { isUniqueViolation } from '#infra/db/errors'
import { dbTimestamp } from '#infra/db/time'
import { affectedRows, insertedId } from '#infra/db/writes'
import { ERROR_CODES } from '#shared/errors'
import { POLL_MESSAGES as M } from '#shared/polls'

export type NewPoll = { question: string; options: string[]; duration: number }

const audit = (
  trx: TransactionClientContract,
  actorId: number,
  action: string,
  id: number,
  after: unknown
) => recordAudit(trx, { actorId, action, subjectType: 'poll', subjectId: id, after })

/** Closes the open polls whose end time has passed, at that time; how many it closed */
async function closeEnded(client: QueryClientContract) {
  const changed = await client
    .from('polls')
    .where('status', 'open')
    .where('ends_at', '<=', dbTimestamp(client))
    .update({
      status: 'closed',
      open_key: null,
      closed_at: client.raw('ends_at'),
      updated_at: dbTimestamp(client),
    })
  return affectedRows(changed)
}

/**
 * A moderator opens a poll (POST /api/admin/polls) for `duration` seconds. One poll is open
 * at a time (`open_key`'s unique index, so two moderators at once cannot both open one); one
 * past its end is closed first.
 */
export async function openPoll(i18n: I18n, actorId: number, input: NewPoll) {
  let id: number
  try {
    id = await publicTransaction(['polls'], async (trx) => {
      await closeEnded(trx)
      const now = DateTime.utc()
      const [row] = await trx
        .insertQuery()
        .table('polls')
        .insert({
          question: input.question,
          options: JSON.stringify(input.options),
          status: 'open',
          open_key: 1,
          ends_at: dbTimestamp(trx, now.plus({ seconds: input.duration })),
          created_by: actorId,
          created_at: dbTimestamp(trx, now),
        })
        .returning('id')
      const created = insertedId(row)
      await audit(trx, actorId, 'poll.open', created, input)
      return created
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    throw new ActionRefusedException(ERROR_CODES.conflict, i18n.t(M.alreadyOpen))
  }
  return { message: i18n.t(M.created), poll: await pollView(id) }
}

/** Closes the poll now, before its end time (POST /api/admin/polls/:id/close) */
export async function closePoll(i18n: I18n, actorId: number, id: number) {
  await publicTransaction(['polls'], async (trx) => {
    const now = dbTimestamp(trx)
    const changed = await trx
      .from('polls')
      .where('id', id)
      .where('status', 'open')
      .where('ends_at', '>', now)
      .update({ status: 'closed', open_key: null, ends_at: now, closed_at: now, updated_at: now })
    if (affectedRows(changed) !== 1) {
      const exists = await trx.from('polls').where('id', id).first()
      throw exists
        ? new ActionRefusedException(ERROR_CODES.invalidState, i18n.t(M.closed))
        : new ActionRefusedException(ERROR_CODES.notFound, i18n.t(M.notFound))
    }
    await audit(trx, actorId, 'poll.close', id, { ends_at: now })
  })
  return { message: i18n.t(M.closedNow), poll: await pollView(id) }
}

/**
 * The scheduler's `polls:close`: a poll past its end time is closed (votes were refused from
 * that moment already, at vote time) and the pages hear of it. Null when nothing closed.
 */
export async function closeEndedPolls() {
  const client = db.connection()
  // a read first: most ticks find nothing, and a read takes no write lock (SQLite)
  const due = await client
    .from('polls')
    .where('status', 'open')
    .where('ends_at', '<=', dbTimestamp(client))
    .select('id')
    .first()
  if (!due) return null
  const closed = await closeEnded(client)
  if (closed === 0) return null
  await publicDataChanged('polls')
  return closed
}
