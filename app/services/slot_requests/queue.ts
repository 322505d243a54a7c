import db from '@adonisjs/lucid/services/db'
import { cachedPublic } from '#infra/live/public_cache'
import { readDbTimestamp } from '#infra/db/time'
import { slotRequestSettings } from '#services/slot_requests/settings'
import type {
  PublicSlotQueue,
  PublicSlotRequest,
  RequestVia,
  SlotRequestOrder,
} from '#shared/slot_requests'
import { publicUsername } from '#shared/deleted_user'

/** The read side of slot requests: the open queue as the admin and the public see it */

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
    .select('v.slot_request_id', 'u.username', 'v.via')
  const byRequest = new Map<number, { names: string[]; via: RequestVia }>()
  for (const vote of votes) {
    const id = Number(vote.slot_request_id)
    const request = byRequest.get(id) ?? { names: [], via: vote.via as RequestVia }
    request.names.push(publicUsername(String(vote.username)))
    byRequest.set(id, request)
  }
  const list = requests.map((r) => {
    const { names: requesters, via } = byRequest.get(Number(r.id)) ?? { names: [], via: 'site' }
    return {
      id: Number(r.id),
      slot_name: String(r.slot_name),
      requester: requesters[0] ?? '',
      via,
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
