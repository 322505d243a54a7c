import db from '@adonisjs/lucid/services/db'
import { PLATFORM_USER_COLUMN, type ChatPlatform } from '#shared/platforms'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { dbTimestamp } from '#infra/db/time'

/**
 * The members whose Discord roles may have changed, marked by the change itself (in its
 * transaction where there is one) and worked off by the worker's role sync every few seconds:
 * a user (link, claim approved, sub, staff role), a Discord account unlinked from the site (its
 * id is kept here, since the user row no longer names it), or everyone (a board rollover, new
 * rules). Marking is cheap and harmless when role sync is off: the queue is only read by it.
 */

type Mark = { userId?: number | null; discordUserId?: string | null }

async function mark(client: QueryClientContract, marks: Mark[]) {
  if (marks.length === 0) return
  const now = dbTimestamp(client)
  await client
    .insertQuery()
    .table('discord_sync_queue')
    .multiInsert(
      marks.map((m) => ({
        user_id: m.userId ?? null,
        discord_user_id: m.discordUserId ?? null,
        created_at: now,
      }))
    )
}

/** These users' roles may have changed */
export function queueRoleSync(userIds: number[], client: QueryClientContract = db.connection()) {
  return mark(
    client,
    userIds.map((userId) => ({ userId }))
  )
}

/** A Discord account left a user (unlinked, or replaced by another): its managed roles go */
export function queueDiscordUnlink(
  userId: number,
  discordUserId: string,
  client: QueryClientContract = db.connection()
) {
  return mark(client, [{ userId, discordUserId }])
}

/** Everyone's roles may have changed (a rollover, new rules) */
export function queueFullRoleSync(client: QueryClientContract = db.connection()) {
  return mark(client, [{}])
}

/** The users whose linked Kick accounts are these (a sub event names Kick accounts) */
export async function queueRoleSyncForKick(
  client: QueryClientContract,
  kickUserIds: string[],
  platform: ChatPlatform = 'kick'
) {
  if (kickUserIds.length === 0) return
  const users = await client
    .from('users')
    .whereIn(PLATFORM_USER_COLUMN[platform], kickUserIds)
    .select('id')
  await queueRoleSync(
    users.map((u) => Number(u.id)),
    client
  )
}

export type QueuedWork = {
  /** the last row taken: rows up to it are removed once the pass is done */
  upTo: number
  full: boolean
  userIds: number[]
  /** Discord accounts unlinked, each with the user it left */
  unlinked: { userId: number | null; discordUserId: string }[]
}

/** The work waiting in the queue (null when none) */
export async function takeQueuedWork(): Promise<QueuedWork | null> {
  const rows = await db.from('discord_sync_queue').orderBy('id', 'asc').limit(5000)
  if (rows.length === 0) return null
  const userIds = new Set<number>()
  const unlinked = new Map<string, number | null>()
  let full = false
  for (const row of rows) {
    if (row.discord_user_id) unlinked.set(String(row.discord_user_id), row.user_id)
    else if (row.user_id !== null) userIds.add(Number(row.user_id))
    else full = true
  }
  return {
    upTo: Number(rows[rows.length - 1].id),
    full,
    userIds: [...userIds],
    unlinked: [...unlinked].map(([discordUserId, userId]) => ({
      userId: userId === null ? null : Number(userId),
      discordUserId,
    })),
  }
}

/** Removes the rows a pass worked off */
export async function finishQueuedWork(upTo: number) {
  await db.from('discord_sync_queue').where('id', '<=', upTo).delete()
}

export async function queuedCount() {
  const row = await db.from('discord_sync_queue').count('* as total').first()
  return Number(row?.total ?? 0)
}
