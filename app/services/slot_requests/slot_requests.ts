import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { publicTransaction } from '#infra/live/public_cache'
import { dbTimestamp } from '#infra/db/time'
import { insertedId } from '#infra/db/writes'
import { isUniqueViolation } from '#infra/db/errors'
import { applyPointChange, InsufficientPointsError } from '#services/points/ledger'
import { slotRequestSettings } from '#services/slot_requests/settings'
import { resolveSlotName } from '#services/slots/catalog'
import {
  normaliseSlotName,
  slotKey,
  SLOT_REQUEST_MESSAGES as M,
  SLOT_NAME_TOO_LONG,
  type RequestVia,
  type SlotRequestMessage,
  SLOT_REQUEST_NAME_MAX,
} from '#shared/slot_requests'

/**
 * Slot requests (docs/product.md, "Slot requests"): viewers ask for slots, a second request
 * for the same slot is a vote, the admin accepts one into the live hunt or rejects it. A
 * request's cost goes through the ledger (reason slot_request) and is refunded (reason
 * refund) when the request is rejected or cleared; a played request keeps it. The queue is
 * public data of the hunt: every change rebuilds the hunt's pages (domain 'hunt').
 * This file is a viewer's request; settings.ts, queue.ts (the reads) and request_admin.ts
 * (accept, reject, clear) hold the rest.
 */

/** The request's name, or the refusal for an empty or too long one */
export function checkedSlotName(raw: string) {
  const name = normaliseSlotName(raw)
  if (name.length === 0) throw new ActionRefusedException(ERROR_CODES.unusableInput, M.empty)
  if (name.length > SLOT_REQUEST_NAME_MAX)
    throw new ActionRefusedException(ERROR_CODES.unusableInput, SLOT_NAME_TOO_LONG)
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

export type SlotRequestOutcome = { message: SlotRequestMessage; slot_name: string; votes: number }

/**
 * A viewer requests a slot (the hunt page, or `!sr` in Kick or Twitch chat: `via`). Refused, changing nothing, when
 * requests are closed, the name is empty or too long, the viewer already holds `per_user`
 * open requests or already asked for this slot, or cannot pay the cost. The viewer's row is
 * touched first, so two requests of one viewer queue behind each other (the limit holds).
 */
export async function requestSlot(
  userId: number,
  rawName: string,
  via: RequestVia = 'site'
): Promise<SlotRequestOutcome> {
  const typed = checkedSlotName(rawName)
  return publicTransaction(['hunt'], async (trx) => {
    // a slot of the catalog is requested by its own name, however it was typed
    const resolved = await resolveSlotName(trx, typed)
    const name = resolved.slot?.name ?? typed
    const key = slotKey(name)
    await trx.from('users').where('id', userId).update({ id: userId })
    const settings = await slotRequestSettings(trx)
    if (!settings.open) throw new ActionRefusedException(ERROR_CODES.conflict, M.closed)

    const held = await trx
      .from('slot_request_votes as v')
      .join('slot_requests as r', 'r.id', 'v.slot_request_id')
      .where('v.user_id', userId)
      .where('r.status', 'open')
      .count('* as total')
      .first()
    if (Number(held?.total ?? 0) >= settings.per_user) {
      throw new ActionRefusedException(ERROR_CODES.conflict, {
        key: M.limit,
        values: { perUser: settings.per_user },
      })
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
      if (mine) throw new ActionRefusedException(ERROR_CODES.conflict, M.alreadyVoted)
    }

    await trx.insertQuery().table('slot_request_votes').insert({
      slot_request_id: request.id,
      user_id: userId,
      cost: settings.cost,
      refunded: false,
      via,
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
          throw new ActionRefusedException(ERROR_CODES.conflict, {
            key: M.notEnoughPoints,
            values: { cost: settings.cost },
          })
        }
        throw error
      }
    }
    const votes = await votesOf(trx, Number(request.id))
    const slotName = String(request.slot_name)
    const message: SlotRequestMessage = created
      ? { key: M.requested, values: { slot: slotName } }
      : { key: M.voted, values: { slot: slotName, votes } }
    return {
      message,
      slot_name: slotName,
      votes,
    }
  })
}
