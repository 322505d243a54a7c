import { publicTransaction } from '#infra/live/public_cache'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import type { MessageKey } from '#shared/messages'
import { recordAudit } from '#services/audit/record_audit'
import { dbTimestamp } from '#infra/db/time'
import { affectedRows } from '#infra/db/writes'
import { applyPointChange } from '#services/points/ledger'
import { queueRoleSync } from '#services/discord/role_sync_queue'

/**
 * The redemption queue: shop purchases wait 'In Review' (status '') until an admin marks
 * them 'Sent' or 'Refunded'; milestone claims wait 'pending' until approved or rejected.
 * Every decision is a conditional UPDATE on the current status, so a purchase or claim is
 * decided exactly once, however many clicks or admins race for it.
 */

type Decision = {
  table: 'purchases' | 'milestone_claims'
  subjectType: 'purchase' | 'milestone_claim'
  id: number
  from: string
  to: string
  notFound: MessageKey
  alreadyDecided: MessageKey
}

/**
 * Moves a row from the status it waits in to the decided one, or refuses: 404 when there is
 * no such row, 409 when another decision got there first. Returns the row as it was.
 */
async function decide(trx: TransactionClientContract, d: Decision) {
  const row = await trx.from(d.table).where('id', d.id).first()
  if (!row) throw new ActionRefusedException(ERROR_CODES.notFound, d.notFound)
  const affected = await trx
    .from(d.table)
    .where('id', d.id)
    .where('status', d.from)
    .update({ status: d.to, updated_at: dbTimestamp(trx) })
  if (affectedRows(affected) !== 1)
    throw new ActionRefusedException(ERROR_CODES.conflict, d.alreadyDecided)
  return row
}

const purchaseDecision = (id: number, to: 'Sent' | 'Refunded'): Decision => ({
  table: 'purchases',
  subjectType: 'purchase',
  id,
  from: '',
  to,
  notFound: 'claim_rules.purchase_not_found',
  alreadyDecided: 'claim_rules.purchase_decided',
})

async function audited(
  trx: TransactionClientContract,
  actorId: number,
  action: string,
  d: Decision,
  extra: Record<string, unknown> = {}
) {
  await recordAudit(trx, {
    actorId,
    action,
    subjectType: d.subjectType,
    subjectId: d.id,
    before: { status: d.from },
    after: { status: d.to, ...extra },
  })
}

export async function markPurchaseSent(actorId: number, id: number) {
  await db.transaction(async (trx) => {
    const decision = purchaseDecision(id, 'Sent')
    await decide(trx, decision)
    await audited(trx, actorId, 'purchase.sent', decision)
  })
}

/**
 * Refund: the status changes first (conditionally), then the points go back through the
 * ledger and the unit goes back into stock, all in one transaction. A second refund finds
 * the status already changed and is refused, so points and stock return exactly once.
 */
export async function refundPurchase(actorId: number, id: number) {
  await publicTransaction(['store'], async (trx) => {
    const decision = purchaseDecision(id, 'Refunded')
    const purchase = await decide(trx, decision)
    const price = Number(purchase.price)
    let balance: number | null = null
    if (price > 0) {
      const credited = await applyPointChange(trx, {
        userId: Number(purchase.user_id),
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
    await audited(trx, actorId, 'purchase.refund', decision, {
      points_returned: price,
      buyer_balance: balance,
    })
  })
}

export type ClaimDecision = 'approved' | 'rejected'

export async function decideMilestoneClaim(actorId: number, id: number, to: ClaimDecision) {
  await db.transaction(async (trx) => {
    const decision: Decision = {
      table: 'milestone_claims',
      subjectType: 'milestone_claim',
      id,
      from: 'pending',
      to,
      notFound: 'claim_rules.claim_not_found',
      alreadyDecided: 'claim_rules.claim_decided',
    }
    const claim = await decide(trx, decision)
    if (to === 'approved') await queueRoleSync([Number(claim.user_id)], trx)
    await audited(
      trx,
      actorId,
      `milestone_claim.${to === 'approved' ? 'approve' : 'reject'}`,
      decision
    )
  })
}
