import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { cachedPublic, publicTransaction } from '#infra/live/public_cache'
import { dbTimestamp, readDbTimestamp } from '#infra/db/time'
import { affectedRows, insertedId } from '#infra/db/writes'
import { isUniqueViolation } from '#infra/db/errors'
import { recordAudit } from '#services/audit/record_audit'
import { applyPointChange, InsufficientPointsError } from '#services/points/ledger'
import { appendSlot } from '#services/hunt/bonus_hunt'
import {
  normaliseSlotName,
  slotKey,
  SLOT_REQUEST_DEFAULTS,
  SLOT_REQUEST_MESSAGES as M,
  SLOT_REQUEST_NAME_MAX,
  type PublicSlotQueue,
  type PublicSlotRequest,
  type SlotRequestOrder,
} from '#shared/slot_requests'

/**
 * Slot requests (docs/product.md, "Slot requests"): viewers ask for slots, a second request
 * for the same slot is a vote, the admin accepts one into the live hunt or rejects it. A
 * request's cost goes through the ledger (reason slot_request) and is refunded (reason
 * refund) when the request is rejected or cleared; a played request keeps it. The queue is
 * public data of the hunt: every change rebuilds the hunt's pages (domain 'hunt').
 */

export type SlotRequestSettings = { open: boolean; cost: number; per_user: number }

export async function slotRequestSettings(
  client: QueryClientContract = db.connection()
): Promise<SlotRequestSettings> {
  const row = await client.from('slot_request_settings').where('id', 1).first()
  if (!row)
    return {
      open: false,
      cost: SLOT_REQUEST_DEFAULTS.cost,
      per_user: SLOT_REQUEST_DEFAULTS.perUser,
    }
  return { open: Boolean(row.open), cost: Number(row.cost), per_user: Number(row.per_user) }
}

/** POST /api/admin/slot-requests/open: opens or closes requests, with the cost and the limit */
export async function setSlotRequestsOpen(actorId: number, input: SlotRequestSettings) {
  return publicTransaction(['hunt'], async (trx) => {
    const before = await slotRequestSettings(trx)
    await trx
      .insertQuery()
      .table('slot_request_settings')
      .insert({ id: 1, ...input, updated_at: dbTimestamp(trx) })
      .onConflict('id')
      .merge(['open', 'cost', 'per_user', 'updated_at'])
    await recordAudit(trx, {
      actorId,
      action: 'slot_requests.settings',
      subjectType: 'slot_request_settings',
      subjectId: 1,
      before,
      after: input,
    })
    return input.open ? M.opened : M.closedByAdmin
  })
}

/** The request's name, or the refusal for an empty or too long one */
export function checkedSlotName(raw: string) {
  const name = normaliseSlotName(raw)
  if (name.length === 0) throw new ActionRefusedException(M.empty)
  if (name.length > SLOT_REQUEST_NAME_MAX) throw new ActionRefusedException(M.tooLong)
  return name
}

async function openRequestFor(trx: TransactionClientContract, key: string) {
  return trx.from('slot_requests').where('slot_key', key).where('status', 'open').first()
}

async function votesOf(trx: QueryClientContract, requestId: number) {
  const row = await trx
    .from('slot_request_votes')
    .where('slot_request_id', requestId)
    .count('* as total')
    .first()
  return Number(row?.total ?? 0)
}

export type SlotRequestOutcome = { message: string; slot_name: string; votes: number }

/**
 * A viewer requests a slot (the hunt page or `!sr` in chat). Refused, changing nothing, when
 * requests are closed, the name is empty or too long, the viewer already holds `per_user`
 * open requests or already asked for this slot, or cannot pay the cost. The viewer's row is
 * touched first, so two requests of one viewer queue behind each other (the limit holds).
 */
export async function requestSlot(userId: number, rawName: string): Promise<SlotRequestOutcome> {
  const name = checkedSlotName(rawName)
  const key = slotKey(name)
  return publicTransaction(['hunt'], async (trx) => {
    await trx.from('users').where('id', userId).update({ id: userId })
    const settings = await slotRequestSettings(trx)
    if (!settings.open) throw new ActionRefusedException(M.closed, 409)

    const held = await trx
      .from('slot_request_votes as v')
      .join('slot_requests as r', 'r.id', 'v.slot_request_id')
      .where('v.user_id', userId)
      .where('r.status', 'open')
      .count('* as total')
      .first()
    if (Number(held?.total ?? 0) >= settings.per_user) {
      throw new ActionRefusedException(M.limit(settings.per_user), 409)
    }

    const now = dbTimestamp(trx)
    let request = await openRequestFor(trx, key)
    let created = false
    if (!request) {
      try {
        // a savepoint: a racing first request for the same slot leaves this transaction usable
        const id = await trx.transaction(async (savepoint) => {
          const [row] = await savepoint
            .insertQuery()
            .table('slot_requests')
            .insert({ slot_key: key, slot_name: name, status: 'open', created_at: now })
            .returning('id')
          return insertedId(row)
        })
        request = { id, slot_name: name }
        created = true
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
        // another viewer opened it first: this request is a vote on theirs
        request = await openRequestFor(trx, key)
        if (!request) throw error
      }
    }
    if (!created) {
      const mine = await trx
        .from('slot_request_votes')
        .where('slot_request_id', request.id)
        .where('user_id', userId)
        .first()
      if (mine) throw new ActionRefusedException(M.alreadyVoted, 409)
    }

    await trx.insertQuery().table('slot_request_votes').insert({
      slot_request_id: request.id,
      user_id: userId,
      cost: settings.cost,
      refunded: false,
      created_at: now,
    })
    if (settings.cost > 0) {
      try {
        await applyPointChange(trx, {
          userId,
          delta: -settings.cost,
          reason: 'slot_request',
          referenceType: 'slot_request',
          referenceId: Number(request.id),
          note: String(request.slot_name),
        })
      } catch (error) {
        if (error instanceof InsufficientPointsError) {
          throw new ActionRefusedException(M.notEnoughPoints(settings.cost), 409)
        }
        throw error
      }
    }
    const votes = await votesOf(trx, Number(request.id))
    const slotName = String(request.slot_name)
    return {
      message: created ? M.requested(slotName) : M.voted(slotName, votes),
      slot_name: slotName,
      votes,
    }
  })
}

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
  if (affectedRows(moved) !== 1) throw new ActionRefusedException(M.notOpen, 404)
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
  if (!row || row.status !== 'open') throw new ActionRefusedException(M.notOpen, 404)
  return row
}

async function firstRequester(trx: TransactionClientContract, requestId: number) {
  const row = await trx
    .from('slot_request_votes as v')
    .join('users as u', 'u.id', 'v.user_id')
    .where('v.slot_request_id', requestId)
    .orderBy('v.created_at', 'asc')
    .orderBy('v.id', 'asc')
    .select('u.username')
    .first()
  return row ? String(row.username) : null
}

/**
 * Accept: the slot joins the live hunt (last, unopened, with the bet the admin gives and the
 * first requester's name) and the request is played; refused without a live hunt.
 */
export async function acceptSlotRequest(actorId: number, id: number, betSize: number) {
  return publicTransaction(['hunt'], async (trx) => {
    const request = await requestRow(trx, id)
    const requester = await firstRequester(trx, id)
    const slot = await appendSlot(
      trx,
      actorId,
      { slot_name: String(request.slot_name), bet_size: betSize, requested_by: requester },
      M.noLiveHunt
    )
    await closeRequest(trx, id, 'played', slot.id)
    await recordAudit(trx, {
      actorId,
      action: 'slot_requests.accept',
      subjectType: 'slot_request',
      subjectId: id,
      before: { status: 'open' },
      after: { status: 'played', hunt_slot_id: slot.id, requested_by: requester },
    })
    return M.accepted(String(request.slot_name))
  })
}

/** Reject: the request closes and every requester gets their points back */
export async function rejectSlotRequest(actorId: number, id: number) {
  return publicTransaction(['hunt'], async (trx) => {
    await requestRow(trx, id)
    await closeRequest(trx, id, 'rejected')
    const refunds = await refundVotes(trx, id)
    await recordAudit(trx, {
      actorId,
      action: 'slot_requests.reject',
      subjectType: 'slot_request',
      subjectId: id,
      before: { status: 'open' },
      after: { status: 'rejected', refunds },
    })
    return M.rejected
  })
}

/** Clear all: every open request closes, refunded */
export async function clearSlotRequests(actorId: number) {
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
    return M.cleared(open.length)
  })
}

export type AdminSlotRequest = PublicSlotRequest & { requesters: string[] }

/** The open requests with their requesters (first first), oldest first or most voted first */
export async function openSlotRequests(
  order: SlotRequestOrder = 'oldest'
): Promise<AdminSlotRequest[]> {
  const requests = await db
    .from('slot_requests')
    .where('status', 'open')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
  if (requests.length === 0) return []
  const votes = await db
    .from('slot_request_votes as v')
    .join('users as u', 'u.id', 'v.user_id')
    .whereIn(
      'v.slot_request_id',
      requests.map((r) => r.id)
    )
    .orderBy('v.created_at', 'asc')
    .orderBy('v.id', 'asc')
    .select('v.slot_request_id', 'u.username')
  const byRequest = new Map<number, string[]>()
  for (const vote of votes) {
    const list = byRequest.get(Number(vote.slot_request_id)) ?? []
    list.push(String(vote.username))
    byRequest.set(Number(vote.slot_request_id), list)
  }
  const list = requests.map((r) => {
    const requesters = byRequest.get(Number(r.id)) ?? []
    return {
      id: Number(r.id),
      slot_name: String(r.slot_name),
      requester: requesters[0] ?? '',
      votes: requesters.length,
      requested_at: readDbTimestamp(r.created_at).toISO()!,
      requesters,
    }
  })
  if (order === 'votes') list.sort((a, b) => b.votes - a.votes || a.id - b.id)
  return list
}

/** The public queue (hunt page, requests overlay): slot, first requester, votes; cached */
export function publicSlotRequests(): Promise<PublicSlotQueue> {
  return cachedPublic('hunt', 'slot_requests', async () => {
    const settings = await slotRequestSettings()
    const requests = await openSlotRequests('oldest')
    return {
      open: settings.open,
      cost: settings.cost,
      requests: requests.map(({ requesters: _, ...rest }) => rest),
    }
  })
}
