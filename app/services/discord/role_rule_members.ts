import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { dbTimestamp } from '#infra/db/time'
import { EARNED_REASONS } from '#services/leaderboards/points_race'
import { boardTopUserIds } from '#services/leaderboards/board_top'
import type { RoleRule } from '#shared/discord_roles'

/**
 * Which linked members each rule holds for (docs/product.md, "Discord roles"):
 * - linked: every user with a linked Discord account (a verified viewer);
 * - milestone_tier: an approved claim of that milestone or a higher one (more wager required);
 * - board_top: in the first N ranks of the board's current period (board_top.ts);
 * - points_month: earned at least X points since the start of the UTC month, counting the
 *   points race's earning reasons (chat accrual and admin grants; spending is not earning);
 * - subscriber: the linked Kick account's paid period has not ended (Kick's sub events);
 * - staff: the user's staff role is the rule's one, or any staff role when the rule names none.
 */

export type LinkedMember = { userId: number; username: string; discordId: string }

/** Users with a linked Discord account: all of them, or those of `userIds` */
export async function linkedMembers(
  userIds?: number[],
  discordIds?: string[]
): Promise<LinkedMember[]> {
  if (userIds?.length === 0 || discordIds?.length === 0) return []
  const query = db
    .from('users')
    .whereNotNull('discord_id')
    .select('id', 'username', 'discord_id')
    .orderBy('id')
  if (userIds) query.whereIn('id', userIds)
  if (discordIds) query.whereIn('discord_id', discordIds)
  const rows = await query
  return rows.map((row) => ({
    userId: Number(row.id),
    username: String(row.username),
    discordId: String(row.discord_id),
  }))
}

const ids = (rows: { id?: unknown; user_id?: unknown }[]) =>
  rows.map((row) => Number(row.id ?? row.user_id))

async function holders(rule: RoleRule, now: DateTime): Promise<number[] | 'everyone'> {
  const client = db.connection()
  switch (rule.kind) {
    case 'linked':
      return 'everyone'
    case 'milestone_tier': {
      const tier = await client.from('milestones').where('id', rule.milestone_id!).first()
      if (!tier) return []
      const rows = await client
        .from('milestone_claims as c')
        .join('milestones as m', 'm.id', 'c.milestone_id')
        .where('c.status', 'approved')
        .where('m.wager_required', '>=', tier.wager_required)
        .distinct('c.user_id')
      return ids(rows)
    }
    case 'board_top':
      return boardTopUserIds(rule.board!, rule.top!)
    case 'points_month': {
      const rows = await client
        .from('point_transactions')
        .whereIn('reason', [...EARNED_REASONS])
        .where('created_at', '>=', dbTimestamp(client, now.toUTC().startOf('month')))
        .groupBy('user_id')
        .havingRaw('sum(delta) >= ?', [rule.points!])
        .select('user_id')
      return ids(rows)
    }
    case 'subscriber': {
      // subscribed on Kick or on Twitch (on both: listed once)
      const at = dbTimestamp(client, now)
      const rows = await client
        .from('users as u')
        .join('kick_subscribers as s', 's.kick_user_id', 'u.kick_id')
        .where('s.subscribed_until', '>', at)
        .select('u.id')
        .union((twitch) => {
          twitch
            .from('users as u')
            .join('twitch_subscribers as t', 't.twitch_user_id', 'u.twitch_id')
            .where('t.subscribed_until', '>', at)
            .select('u.id')
        })
      return ids(rows)
    }
    case 'staff': {
      const query = client.from('users').select('id')
      if (rule.staff_role) query.where('role', rule.staff_role)
      else query.whereNotNull('role')
      return ids(await query)
    }
  }
}

/** For each member, the managed roles the rules give them (an empty set: none) */
export async function desiredRoles(
  rules: RoleRule[],
  members: LinkedMember[],
  now: DateTime = DateTime.utc()
) {
  const desired = new Map(members.map((m) => [m.userId, new Set<string>()]))
  for (const rule of rules) {
    const holding = await holders(rule, now)
    if (holding === 'everyone') {
      for (const roles of desired.values()) roles.add(rule.role_id)
      continue
    }
    for (const userId of holding) desired.get(userId)?.add(rule.role_id)
  }
  return desired
}
