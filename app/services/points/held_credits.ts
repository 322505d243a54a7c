import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { PointReason } from '#models/point_transaction'
import { applyPointChange } from '#services/points/ledger'
import { dbTimestamp } from '#infra/db/time'
import { affectedRows } from '#infra/db/writes'

/**
 * Held credits: points owed to a Kick name no user has linked yet (unmatched rows of a points
 * import), `{ kick_username, points, reason, reference, expires_at }`, paid through the
 * ledger (with their own reason) when a user links that Kick account, unless expired. Each is
 * paid once: a conditional UPDATE marks it paid in the payment's transaction.
 */
export type HeldCredit = {
  kick_username: string
  points: number
  reason: PointReason
  reference: string
  expires_at: DateTime | null
}

export async function holdCredits(trx: TransactionClientContract, credits: HeldCredit[]) {
  if (credits.length === 0) return
  const now = dbTimestamp(trx)
  for (let i = 0; i < credits.length; i += 500) {
    await trx.table('held_credits').multiInsert(
      credits.slice(i, i + 500).map((credit) => ({
        kick_username: credit.kick_username,
        points: credit.points,
        reason: credit.reason,
        reference: credit.reference,
        expires_at: credit.expires_at ? dbTimestamp(trx, credit.expires_at) : null,
        created_at: now,
      }))
    )
  }
}

/**
 * Pays the user every unexpired, unpaid credit held for their linked Kick name (any case).
 * Answers the points paid. Called after a Kick account links.
 */
export async function payHeldCredits(userId: number) {
  return db.transaction(async (trx) => {
    const user = await trx.from('users').where('id', userId).select('kick_username').first()
    const kickName: string | null = user?.kick_username ?? null
    if (!kickName) return 0
    const now = DateTime.utc()
    const credits = await trx
      .from('held_credits')
      .whereRaw('lower(kick_username) = ?', [kickName.toLowerCase()])
      .whereNull('paid_at')
      .where((q) => q.whereNull('expires_at').orWhere('expires_at', '>', dbTimestamp(trx, now)))
      .orderBy('id')
      .select('id', 'points', 'reason', 'reference')
    let paid = 0
    for (const credit of credits) {
      const marked = await trx
        .from('held_credits')
        .where('id', credit.id)
        .whereNull('paid_at')
        .update({ paid_at: dbTimestamp(trx, now), paid_user_id: userId })
      if (affectedRows(marked) !== 1) continue
      await applyPointChange(trx, {
        userId,
        delta: Number(credit.points),
        reason: credit.reason,
        referenceType: 'held_credit',
        referenceId: credit.id,
        note: String(credit.reference).slice(0, 255),
      })
      paid += Number(credit.points)
    }
    return paid
  })
}
