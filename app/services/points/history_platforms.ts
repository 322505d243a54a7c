import db from '@adonisjs/lucid/services/db'
import { CHAT_PLATFORMS, PLATFORM_USER_COLUMN, type ChatPlatform } from '#shared/platforms'

/** The ledger row as the points history reads it */
type LedgerRow = {
  id: number
  reason: string
  reference_type: string | null
  reference_id: number | null
}

/**
 * The chats the user's ledger rows were born in, from what the ledger already references:
 * - chat points (accrual): the platforms the user chatted on in the paid window (their
 *   chat_activities under the accounts linked now; both when they chatted on both)
 * - Kick and Twitch rewards and the channel-points conversion (kick_reward): the reward's
 *   platform, also when it was held and paid at the link
 * - a slot request's cost: where the user's vote was made (`!sr`), none for the site's form
 * Other rows (and an accrual whose account was unlinked since) have none.
 */
export async function ledgerPlatforms(userId: number, rows: LedgerRow[]) {
  const found = new Map<number, Set<ChatPlatform>>()
  const add = (id: number, platform: string) => {
    if (!CHAT_PLATFORMS.includes(platform as ChatPlatform)) return
    const set = found.get(id) ?? new Set<ChatPlatform>()
    found.set(id, set.add(platform as ChatPlatform))
  }
  const referenced = (type: string) =>
    rows.filter((r) => r.reference_type === type && r.reference_id !== null)

  const accruals = rows.filter((r) => r.reason === 'accrual').map((r) => r.id)
  for (const platform of accruals.length ? CHAT_PLATFORMS : []) {
    const chatted = await db
      .from('chat_accruals as a')
      .join('users as u', 'u.id', 'a.user_id')
      .join('chat_activities as c', (on) => {
        on.on('c.window_start', 'a.window_start')
          .andOn('c.kick_user_id', `u.${PLATFORM_USER_COLUMN[platform]}`)
          .andOnVal('c.platform', platform)
      })
      .where('a.user_id', userId)
      .whereIn('a.point_transaction_id', accruals)
      .select('a.point_transaction_id')
    for (const row of chatted) add(Number(row.point_transaction_id), platform)
  }

  const rewards = referenced('kick_reward')
  if (rewards.length) {
    const byId = new Map(rewards.map((r) => [Number(r.reference_id), r.id]))
    const paid = await db
      .from('kick_rewards')
      .whereIn('id', [...byId.keys()])
      .select('id', 'platform')
    for (const row of paid) add(byId.get(Number(row.id))!, String(row.platform))
  }

  const requests = rows.filter((r) => r.reason === 'slot_request' && r.reference_id !== null)
  if (requests.length) {
    const votes = await db
      .from('slot_request_votes')
      .where('user_id', userId)
      .whereIn(
        'slot_request_id',
        requests.map((r) => Number(r.reference_id))
      )
      .select('slot_request_id', 'via')
    const via = new Map(votes.map((v) => [Number(v.slot_request_id), String(v.via)]))
    for (const row of requests) add(row.id, via.get(Number(row.reference_id)) ?? 'site')
  }

  return (id: number) => CHAT_PLATFORMS.filter((p) => found.get(id)?.has(p))
}
