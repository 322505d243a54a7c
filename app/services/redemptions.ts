import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { recordAudit } from '#services/audit'
import { dbTimestamp } from '#services/db_time'
import { applyPointChange } from '#services/points_ledger'
import { affectedRows } from '#services/db_rows'

/**
 * The redemption queue: shop purchases wait 'In Review' (status '') until an admin marks
 * them 'Sent' or 'Refunded'; milestone claims wait 'pending' until approved or rejected.
 * Every decision is a conditional UPDATE on the current status, so a purchase or claim is
 * decided exactly once, however many clicks or admins race for it.
 */

const ALREADY_PROCESSED = 'This purchase was already processed'

/** Moves a purchase out of review; false when it was no longer waiting */
async function claimPurchase(trx: TransactionClientContract, id: number, status: string) {
  const affected = await trx
    .from('purchases')
    .where('id', id)
    .where('status', '')
    .update({ status, updated_at: dbTimestamp(trx) })
  return affectedRows(affected) === 1
}

async function purchaseRow(trx: TransactionClientContract, id: number) {
  const row = await trx.from('purchases').where('id', id).first()
  if (!row) throw new ActionRefusedException('Purchase not found', 404)
  return row as { id: number; user_id: number; product_id: number | null; price: number | string }
}

export async function markPurchaseSent(actorId: number, id: number) {
  await db.transaction(async (trx) => {
    await purchaseRow(trx, id)
    if (!(await claimPurchase(trx, id, 'Sent'))) {
      throw new ActionRefusedException(ALREADY_PROCESSED, 409)
    }
    await recordAudit(trx, {
      actorId,
      action: 'purchase.sent',
      subjectType: 'purchase',
      subjectId: id,
      before: { status: '' },
      after: { status: 'Sent' },
    })
  })
}

/**
 * Refund: the status changes first (conditionally), then the points go back through the
 * ledger and the unit goes back into stock, all in one transaction. A second refund finds
 * the status already changed and is refused, so points and stock return exactly once.
 */
export async function refundPurchase(actorId: number, id: number) {
  return db.transaction(async (trx) => {
    const purchase = await purchaseRow(trx, id)
    if (!(await claimPurchase(trx, id, 'Refunded'))) {
      throw new ActionRefusedException(ALREADY_PROCESSED, 409)
    }
    const price = Number(purchase.price)
    let balance: number | null = null
    if (price > 0) {
      const credited = await applyPointChange(trx, {
        userId: purchase.user_id,
        delta: price,
        reason: 'refund',
        referenceType: 'purchase',
        referenceId: id,
      })
      balance = credited.balance
    }
    if (purchase.product_id !== null) {
      await trx
        .from('products')
        .where('id', purchase.product_id)
        .update({ stock: trx.raw('stock + 1'), updated_at: dbTimestamp(trx) })
    }
    await recordAudit(trx, {
      actorId,
      action: 'purchase.refund',
      subjectType: 'purchase',
      subjectId: id,
      before: { status: '' },
      after: { status: 'Refunded', points_returned: price, buyer_balance: balance },
    })
  })
}

export type ClaimDecision = 'approved' | 'rejected'

export async function decideMilestoneClaim(actorId: number, id: number, decision: ClaimDecision) {
  await db.transaction(async (trx) => {
    const claim = await trx.from('milestone_claims').where('id', id).first()
    if (!claim) throw new ActionRefusedException('Claim not found', 404)
    const affected = await trx
      .from('milestone_claims')
      .where('id', id)
      .where('status', 'pending')
      .update({ status: decision, updated_at: dbTimestamp(trx) })
    if (affectedRows(affected) !== 1) {
      throw new ActionRefusedException('This claim was already decided', 409)
    }
    await recordAudit(trx, {
      actorId,
      action: `milestone_claim.${decision === 'approved' ? 'approve' : 'reject'}`,
      subjectType: 'milestone_claim',
      subjectId: id,
      before: { status: 'pending' },
      after: { status: decision },
    })
  })
}
