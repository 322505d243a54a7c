import type { I18n } from '@adonisjs/i18n'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { recordAudit } from '#services/audit/record_audit'
import { applyPointChange } from '#services/points/ledger'
import { sharePool } from '#services/predictions/pool_shares'
import { predictionView } from '#services/predictions/public_predictions'
import { publicTransaction } from '#infra/live/public_cache'
import { dbTimestamp, readDbTimestamp } from '#infra/db/time'
import { affectedRows, insertedId } from '#infra/db/writes'
import { ERROR_CODES } from '#shared/errors'
import { PREDICTION_MESSAGES as M, PREDICTION_REFERENCE } from '#shared/predictions'

export type NewPrediction = {
  question: string
  outcomes: string[]
  locks_at: Date
  min_stake: number
  max_stake: number
}

const audit = (
  trx: TransactionClientContract,
  actorId: number,
  action: string,
  id: number,
  after: unknown
) => recordAudit(trx, { actorId, action, subjectType: 'prediction', subjectId: id, after })

/** A moderator opens a prediction (POST /api/admin/predictions) */
export async function openPrediction(i18n: I18n, actorId: number, input: NewPrediction) {
  if (input.min_stake > input.max_stake) {
    throw new ActionRefusedException(ERROR_CODES.unusableInput, i18n.t(M.stakeLimits))
  }
  const id = await publicTransaction(['predictions'], async (trx) => {
    const now = dbTimestamp(trx)
    const [row] = await trx
      .insertQuery()
      .table('predictions')
      .insert({
        question: input.question,
        outcomes: JSON.stringify(input.outcomes),
        status: 'open',
        locks_at: dbTimestamp(trx, DateTime.fromJSDate(input.locks_at)),
        min_stake: input.min_stake,
        max_stake: input.max_stake,
        pool: 0,
        created_by: actorId,
        created_at: now,
      })
      .returning('id')
    const created = insertedId(row)
    await audit(trx, actorId, 'prediction.open', created, input)
    return created
  })
  return { message: i18n.t(M.created), prediction: await predictionView(id) }
}

/** No more stakes from now on (POST /api/admin/predictions/:id/lock) */
export async function lockPrediction(i18n: I18n, actorId: number, id: number) {
  await publicTransaction(['predictions'], async (trx) => {
    const now = dbTimestamp(trx)
    const changed = await trx
      .from('predictions')
      .where('id', id)
      .where('status', 'open')
      .where('locks_at', '>', now)
      .update({ locks_at: now, updated_at: now })
    if (affectedRows(changed) !== 1) {
      throw new ActionRefusedException(ERROR_CODES.invalidState, i18n.t(M.locked))
    }
    await audit(trx, actorId, 'prediction.lock', id, { locks_at: now })
  })
  return { message: i18n.t(M.lockedNow), prediction: await predictionView(id) }
}

/**
 * Resolves a prediction on its winning outcome, or cancels it (outcome null): the status moves
 * first, conditionally (a second settlement finds nothing to move and is refused), then every
 * stake is paid through the ledger: the winners' shares of the pool (pool_shares.ts), or every
 * stake back when nobody backed the winner or the prediction is cancelled. The payouts add up
 * to the pool, checked before the commit.
 */
export async function settlePrediction(
  i18n: I18n,
  actorId: number,
  id: number,
  winningOutcome: number | null
) {
  await publicTransaction(['predictions'], async (trx) => {
    const now = dbTimestamp(trx)
    const prediction = await trx.from('predictions').where('id', id).first()
    if (!prediction) throw new ActionRefusedException(ERROR_CODES.notFound, i18n.t(M.notFound))
    const outcomes = JSON.parse(prediction.outcomes) as string[]
    if (winningOutcome !== null && winningOutcome >= outcomes.length) {
      throw new ActionRefusedException(
        ERROR_CODES.invalidInput,
        i18n.t(M.outcome, { count: outcomes.length })
      )
    }
    const changed = await trx
      .from('predictions')
      .where('id', id)
      .where('status', 'open')
      .update({
        status: winningOutcome === null ? 'cancelled' : 'resolved',
        winning_outcome: winningOutcome,
        settled_at: now,
        locks_at: trx.raw('CASE WHEN locks_at < ? THEN locks_at ELSE ? END', [now, now]),
        updated_at: now,
      })
    if (affectedRows(changed) !== 1) {
      throw new ActionRefusedException(ERROR_CODES.conflict, i18n.t(M.settled))
    }
    const { pool } = await trx.from('predictions').where('id', id).select('pool').firstOrFail()
    const stakes = await trx
      .from('prediction_stakes')
      .where('prediction_id', id)
      .orderBy('created_at')
      .orderBy('id')
    const payouts = sharePool(
      Number(pool),
      stakes.map((stake) => ({
        id: Number(stake.id),
        outcome: Number(stake.outcome),
        amount: Number(stake.amount),
        stakedAt: readDbTimestamp(stake.created_at).toMillis(),
      })),
      winningOutcome
    )
    let paid = 0
    for (const stake of stakes) {
      const payout = payouts.get(Number(stake.id)) ?? 0
      paid += payout
      await trx.from('prediction_stakes').where('id', stake.id).update({ payout, updated_at: now })
      if (payout === 0) continue
      await applyPointChange(trx, {
        userId: Number(stake.user_id),
        delta: payout,
        reason: 'prediction',
        referenceType: PREDICTION_REFERENCE,
        referenceId: id,
        note: prediction.question,
      })
    }
    if (paid !== Number(pool))
      throw new Error(`prediction #${id}: paid ${paid} of a pool of ${pool}`)
    await audit(
      trx,
      actorId,
      winningOutcome === null ? 'prediction.cancel' : 'prediction.resolve',
      id,
      {
        winning_outcome: winningOutcome,
        pool: Number(pool),
        stakes: stakes.length,
      }
    )
  })
  return {
    message: i18n.t(winningOutcome === null ? M.cancelled : M.resolved),
    prediction: await predictionView(id),
  }
}
