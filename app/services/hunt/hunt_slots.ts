import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { publicTransaction } from '#infra/live/public_cache'
import BonusHunt from '#models/bonus_hunt'
import HuntSlot from '#models/hunt_slot'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import type { MessageKey } from '#shared/messages'
import { auditedCreate, auditedDelete, auditedUpdate } from '#services/audit/record_audit'
import type { AuditSubject } from '#services/audit/record_audit'
import { HUNT_MESSAGES, liveHunt } from '#services/hunt/bonus_hunt'
import { closeGuessingAtFirstPayout } from '#services/hunt/guessing'
import { resolveSlotName } from '#services/slots/catalog'
import type { RequestVia } from '#shared/slot_requests'

/**
 * The bonuses of the live hunt: added (by the admin or from a slot request), edited, paid out,
 * removed. A bonus's typed name is resolved against the slot catalog (#services/slots/catalog):
 * a catalog slot gives its own name and identity; an unknown name stays as typed, with its
 * match key, for an admin to link later.
 */

type SlotFields = { slot_name: string; bet_size: number }

const SLOT: AuditSubject<HuntSlot> = {
  type: 'hunt_slot',
  snapshot: (slot) => ({
    position: slot.position,
    slot_name: slot.slotName,
    bet_size: slot.betSize,
    amount: slot.amount,
    requested_by: slot.requestedBy,
    catalog_slot_id: slot.catalogSlotId,
  }),
}

async function liveSlot(trx: TransactionClientContract, slotId: number) {
  const hunt = await liveHunt(trx)
  const slot = await HuntSlot.query({ client: trx })
    .where('id', slotId)
    .where('bonus_hunt_id', hunt.id)
    .first()
  if (!slot) throw new ActionRefusedException(ERROR_CODES.notFound, HUNT_MESSAGES.slotNotFound)
  return slot
}

/** A new bonus goes to the end of the live hunt's list, unopened */
export async function addSlot(actorId: number, fields: SlotFields) {
  return publicTransaction(['hunt'], (trx) => appendSlot(trx, actorId, fields))
}

/**
 * Appends a bonus to the live hunt in the caller's transaction (audited); `requested_by`
 * names the viewer whose slot request it came from, `requested_via` where they asked. Refused without a live hunt.
 */
export async function appendSlot(
  trx: TransactionClientContract,
  actorId: number,
  fields: SlotFields & { requested_by?: string | null; requested_via?: RequestVia },
  noLiveHunt: MessageKey = HUNT_MESSAGES.noLiveHunt
) {
  const hunt = await BonusHunt.query({ client: trx })
    .where('status', 'live')
    .orderBy('id', 'desc')
    .first()
  if (!hunt) throw new ActionRefusedException(ERROR_CODES.invalidState, noLiveHunt)
  const { key, slot } = await resolveSlotName(trx, fields.slot_name)
  const last = await trx
    .from('hunt_slots')
    .where('bonus_hunt_id', hunt.id)
    .max('position as position')
    .first()
  return auditedCreate(trx, actorId, 'bonus_hunt.slot.add', SLOT, () =>
    HuntSlot.create(
      {
        bonusHuntId: hunt.id,
        position: Number(last?.position ?? 0) + 1,
        slotName: slot?.name ?? fields.slot_name,
        nameKey: key,
        catalogSlotId: slot?.id ?? null,
        betSize: fields.bet_size,
        amount: null,
        requestedBy: fields.requested_by ?? null,
        requestedVia: fields.requested_via ?? 'site',
      },
      { client: trx }
    )
  )
}

/** Changes a bonus of the live hunt and audits it (then, for a payout, closes guessing) */
async function changeSlot(
  actorId: number,
  slotId: number,
  action: string,
  change: (slot: HuntSlot, trx: TransactionClientContract) => Promise<void> | void
) {
  return publicTransaction(['hunt'], async (trx) => {
    const slot = await liveSlot(trx, slotId)
    await auditedUpdate(trx, actorId, action, SLOT, slot, async () => {
      await change(slot, trx)
      await slot.save()
    })
    if (slot.amount !== null) await closeGuessingAtFirstPayout(trx, slot.bonusHuntId)
  })
}

export async function updateSlot(actorId: number, slotId: number, fields: SlotFields) {
  return changeSlot(actorId, slotId, 'bonus_hunt.slot.update', async (slot, trx) => {
    const { key, slot: known } = await resolveSlotName(trx, fields.slot_name)
    slot.merge({
      slotName: known?.name ?? fields.slot_name,
      nameKey: key,
      catalogSlotId: known?.id ?? null,
      betSize: fields.bet_size,
    })
  })
}

/** Records the payout of an opened bonus (null: not opened after all) */
export async function recordPayout(actorId: number, slotId: number, amount: number | null) {
  return changeSlot(actorId, slotId, 'bonus_hunt.slot.payout', (slot) => {
    slot.amount = amount
  })
}

export async function removeSlot(actorId: number, slotId: number) {
  return publicTransaction(['hunt'], async (trx) => {
    const slot = await liveSlot(trx, slotId)
    await auditedDelete(trx, actorId, 'bonus_hunt.slot.remove', SLOT, slot, () => slot.delete())
  })
}
