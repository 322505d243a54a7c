import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { publicTransaction } from '#infra/live/public_cache'
import { saveSettingsRow } from '#infra/db/writes'
import { recordAudit } from '#services/audit/record_audit'
import {
  SLOT_REQUEST_DEFAULTS,
  SLOT_REQUEST_MESSAGES as M,
  type SlotRequestMessage,
} from '#shared/slot_requests'

/** Whether slot requests are open, what one costs and how many a viewer may hold open */

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
export async function setSlotRequestsOpen(
  actorId: number,
  input: SlotRequestSettings
): Promise<SlotRequestMessage> {
  return publicTransaction(['hunt'], async (trx) => {
    const before = await slotRequestSettings(trx)
    await saveSettingsRow(trx, 'slot_request_settings', input, ['open', 'cost', 'per_user'])
    await recordAudit(trx, {
      actorId,
      action: 'slot_requests.settings',
      subjectType: 'slot_request_settings',
      subjectId: 1,
      before,
      after: input,
    })
    return { key: input.open ? M.opened : M.closedByAdmin }
  })
}
