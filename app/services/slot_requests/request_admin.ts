import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { publicTransaction } from '#infra/live/public_cache'
import { dbTimestamp } from '#infra/db/time'
import { affectedRows } from '#infra/db/writes'
import { recordAudit } from '#services/audit/record_audit'
import { applyPointChange } from '#services/points/ledger'
import { appendSlot } from '#services/hunt/hunt_slots'
import {
  SLOT_REQUEST_MESSAGES as M,
  type RequestVia,
  type SlotRequestMessage,
} from '#shared/slot_requests'
import { publicUsername } from '#shared/deleted_user'

/** The admin's side of slot requests: accept one into the live hunt, reject one, clear all (refunded) */

/** Closes an open request (open -> status) or refuses: of two racing admins one wins */
async function closeRequest(
  trx: TransactionClientContract,
  id: number,
  status: 'played' | 'rejected' | 'cleared',
  huntSlotId: number | null = null
) {
  const moved = await trx
    .from('slot_requests')
    .where('id', id)
    .where('status', 'open')
    .update({ status, closed_at: dbTimestamp(trx), hunt_slot_id: huntSlotId })
  if (affectedRows(moved) !== 1) throw new ActionRefusedException(ERROR_CODES.notFound, M.notOpen)
}

/** Gives every requester of a request back what they paid (once: the refunded mark) */
async function refundVotes(trx: TransactionClientContract, requestId: number) {
  const votes = await trx
    .from('slot_request_votes')
    .where('slot_request_id', requestId)
    .where('refunded', false)
    .where('cost', '>', 0)
  for (const vote of votes) {
    await trx.from('slot_request_votes').where('id', vote.id).update({ refunded: true })
    await applyPointChange(trx, {
      userId: Number(vote.user_id),
      delta: Number(vote.cost),
      reason: 'refund',
      referenceType: 'slot_request',
      referenceId: requestId,
    })
  }
  return votes.length
}

async function requestRow(trx: TransactionClientContract, id: number) {
  const row = await trx.from('slot_requests').where('id', id).first()
  if (!row || row.status !== 'open')
    throw new ActionRefusedException(ERROR_CODES.notFound, M.notOpen)
  return row
}

/** The first vote's user (their public name) and where they asked, or null */
async function firstRequester(trx: TransactionClientContract, requestId: number) {
  const row = await trx
    .from('slot_request_votes as v')
    .join('users as u', 'u.id', 'v.user_id')
    .where('v.slot_request_id', requestId)
    .orderBy('v.created_at', 'asc')
    .orderBy('v.id', 'asc')
    .select('u.username', 'v.via')
    .first()
  return row
    ? { name: publicUsername(String(row.username)), via: String(row.via) as RequestVia }
    : null
}

/** The audit row of an admin's accept or reject of an open request */
function auditDecision(
  trx: TransactionClientContract,
  actorId: number,
  id: number,
  decision: 'accept' | 'reject',
  after: { status: 'played' | 'rejected' } & Record<string, unknown>
) {
  return recordAudit(trx, {
    actorId,
    action: `slot_requests.${decision}`,
    subjectType: 'slot_request',
    subjectId: id,
    before: { status: 'open' },
    after,
  })
}

/**
 * Accept: the slot joins the live hunt (last, unopened, with the bet the admin gives and the
 * first requester's name) and the request is played; refused without a live hunt.
 */
export async function acceptSlotRequest(
  actorId: number,
  id: number,
  betSize: number
): Promise<SlotRequestMessage> {
  return publicTransaction(['hunt'], async (trx) => {
    const request = await requestRow(trx, id)
    const requester = await firstRequester(trx, id)
    const slot = await appendSlot(
      trx,
      actorId,
      {
        slot_name: String(request.slot_name),
        bet_size: betSize,
        requested_by: requester?.name ?? null,
        requested_via: requester?.via,
      },
      M.noLiveHunt
    )
    await closeRequest(trx, id, 'played', slot.id)
    await auditDecision(trx, actorId, id, 'accept', {
      status: 'played',
      hunt_slot_id: slot.id,
      requested_by: requester?.name ?? null,
    })
    return { key: M.accepted, values: { slot: String(request.slot_name) } }
  })
}

/** Reject: the request closes and every requester gets their points back */
export async function rejectSlotRequest(actorId: number, id: number): Promise<SlotRequestMessage> {
  return publicTransaction(['hunt'], async (trx) => {
    await requestRow(trx, id)
    await closeRequest(trx, id, 'rejected')
    const refunds = await refundVotes(trx, id)
    await auditDecision(trx, actorId, id, 'reject', { status: 'rejected', refunds })
    return { key: M.rejected }
  })
}

/** Clear all: every open request closes, refunded */
export async function clearSlotRequests(actorId: number): Promise<SlotRequestMessage> {
  return publicTransaction(['hunt'], async (trx) => {
    const open = await trx.from('slot_requests').where('status', 'open').select('id')
    for (const { id } of open) {
      await closeRequest(trx, Number(id), 'cleared')
      await refundVotes(trx, Number(id))
    }
    await recordAudit(trx, {
      actorId,
      action: 'slot_requests.clear',
      subjectType: 'slot_request',
      before: { open: open.length },
      after: { open: 0 },
    })
    return { key: M.cleared, values: { count: open.length } }
  })
}
