import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { applyPointChange, InsufficientPointsError } from '#services/points/ledger'
import { publicDataChanged } from '#infra/live/public_cache'
import { dbTimestamp } from '#infra/db/time'
import { affectedRows } from '#infra/db/writes'
import { ERROR_CODES, type ErrorCode } from '#shared/errors'
import { formatWhole } from '#shared/format'
import { PREDICTION_MESSAGES as M, PREDICTION_REFERENCE, type OwnStake } from '#shared/predictions'
import type { MessageKey, MessageValues } from '#shared/messages'
import type { Locale } from '#shared/locales'

export type StakeInput = { outcome: number; amount: number }

const refuse = (i18n: I18n, code: ErrorCode, key: MessageKey, values?: MessageValues) =>
  new ActionRefusedException(code, i18n.t(key, values))

/**
 * The pool grows by the stake, only while the prediction takes stakes (open, before its lock).
 * This write comes first in the transaction: it holds the prediction's row (PostgreSQL) or the
 * database's write lock (SQLite) until the commit, so the stakes on one prediction, its lock
 * and its settlement happen one after the other, never across each other.
 */
async function growPool(trx: TransactionClientContract, id: number, amount: number) {
  const now = dbTimestamp(trx)
  const changed = await trx
    .from('predictions')
    .where('id', id)
    .where('status', 'open')
    .where('locks_at', '>', now)
    .update({ pool: trx.raw('pool + ?', [amount]), updated_at: now })
  return affectedRows(changed) === 1
}

/**
 * A signed-in viewer's stake (POST /api/predictions/:id/stake): `amount` points on one outcome,
 * taken through the ledger. One outcome per person; adding to one's stake is allowed (same
 * outcome), each person's total within the prediction's min and max. Everything in one
 * transaction: the pool, the stake row and the ledger row land together or not at all.
 */
export async function placeStake(
  i18n: I18n,
  userId: number,
  predictionId: number,
  input: StakeInput
): Promise<{ message: string; stake: OwnStake; balance: number }> {
  const prediction = await db.from('predictions').where('id', predictionId).first()
  if (!prediction) throw refuse(i18n, ERROR_CODES.notFound, M.notFound)
  const outcomes = JSON.parse(prediction.outcomes) as string[]
  if (input.outcome >= outcomes.length) {
    throw refuse(i18n, ERROR_CODES.invalidInput, M.outcome, { count: outcomes.length })
  }
  const limits = { min: Number(prediction.min_stake), max: Number(prediction.max_stake) }
  const numbers = {
    min: formatWhole(limits.min, i18n.locale as Locale),
    max: formatWhole(limits.max, i18n.locale as Locale),
  }
  const result = await db.transaction(async (trx) => {
    if (!(await growPool(trx, predictionId, input.amount))) {
      const settled = prediction.status !== 'open'
      throw refuse(i18n, ERROR_CODES.invalidState, settled ? M.settled : M.locked)
    }
    const now = dbTimestamp(trx)
    const mine = await trx
      .from('prediction_stakes')
      .where({ prediction_id: predictionId, user_id: userId })
      .first()
    if (mine && Number(mine.outcome) !== input.outcome) {
      throw refuse(i18n, ERROR_CODES.conflict, M.otherOutcome, {
        outcome: outcomes[Number(mine.outcome)],
      })
    }
    const total = Number(mine?.amount ?? 0) + input.amount
    if (total < limits.min) throw refuse(i18n, ERROR_CODES.unusableInput, M.belowMin, numbers)
    if (total > limits.max) throw refuse(i18n, ERROR_CODES.unusableInput, M.aboveMax, numbers)
    if (mine) {
      await trx
        .from('prediction_stakes')
        .where('id', mine.id)
        .update({ amount: total, updated_at: now })
    } else {
      await trx.insertQuery().table('prediction_stakes').insert({
        prediction_id: predictionId,
        user_id: userId,
        outcome: input.outcome,
        amount: total,
        created_at: now,
      })
    }
    try {
      const { balance } = await applyPointChange(trx, {
        userId,
        delta: -input.amount,
        reason: 'prediction',
        referenceType: PREDICTION_REFERENCE,
        referenceId: predictionId,
        note: prediction.question,
      })
      return { balance, total }
    } catch (error) {
      if (error instanceof InsufficientPointsError) {
        throw refuse(i18n, ERROR_CODES.insufficientPoints, M.insufficient)
      }
      throw error
    }
  })
  await publicDataChanged('predictions')
  return {
    message: i18n.t(M.staked, { amount: formatWhole(input.amount, i18n.locale as Locale) }),
    stake: {
      prediction_id: predictionId,
      outcome: input.outcome,
      amount: result.total,
      payout: null,
    },
    balance: result.balance,
  }
}
