import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { PointReason } from '#models/point_transaction'
import { dbTimestamp } from '#infra/db/time'
import { insertedId, updateReturning } from '#infra/db/writes'

export class InsufficientPointsError extends Error {
  constructor() {
    super('insufficient points')
  }
}

export type PointChange = {
  userId: number
  delta: number
  reason: PointReason
  referenceType?: string
  referenceId?: number
  note?: string
}

/**
 * The only way a balance changes: one conditional UPDATE (it never takes a balance below 0,
 * and whether it returned the new balance decides) and one ledger row, inside the caller's transaction.
 * Safe on SQLite and PostgreSQL alike: no read-then-write.
 */
export async function applyPointChange(trx: TransactionClientContract, change: PointChange) {
  if (!Number.isSafeInteger(change.delta) || change.delta === 0) {
    throw new RangeError('A point change is a non-zero whole number')
  }
  const query = trx.from('users').where('id', change.userId)
  if (change.delta < 0) query.where('balance', '>=', -change.delta)
  const [row] = await updateReturning<{ balance: number }>(
    query.update({ balance: trx.raw('balance + ?', [change.delta]) }),
    ['balance']
  )
  if (!row) throw new InsufficientPointsError()

  const [transaction] = await trx
    .insertQuery()
    .table('point_transactions')
    .insert({
      user_id: change.userId,
      delta: change.delta,
      balance_after: Number(row.balance),
      reason: change.reason,
      reference_type: change.referenceType ?? null,
      reference_id: change.referenceId ?? null,
      note: change.note ?? null,
      created_at: dbTimestamp(trx),
    })
    .returning('id')
  return {
    balance: Number(row.balance),
    transactionId: insertedId(transaction),
  }
}
