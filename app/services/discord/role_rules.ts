import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { dbTimestamp } from '#infra/db/time'
import { recordAudit } from '#services/audit/record_audit'
import { queueFullRoleSync } from '#services/discord/role_sync_queue'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { DiscordApiError, DiscordBotApi } from '#services/discord/discord_bot_api'
import {
  dangerousPermissions,
  dangerousRoleRefused,
  ROLE_SYNC_MESSAGES,
  type RoleRule,
  type RoleRuleInput,
  type RoleRuleKind,
} from '#shared/discord_roles'

/**
 * The rules mapping site facts to Discord roles, in the order the admin page lists them. A
 * role is "managed" when a rule names it: the sync adds and removes managed roles only, and
 * never touches any other role a member has.
 */

/** The fields each kind uses; the others are stored as null */
const FIELDS_OF: Record<RoleRuleKind, (keyof RoleRuleInput)[]> = {
  linked: [],
  milestone_tier: ['milestone_id'],
  board_top: ['board', 'top'],
  points_month: ['points'],
  subscriber: [],
  staff: ['staff_role'],
}
const PARAMS = ['milestone_id', 'board', 'top', 'points', 'staff_role'] as const

function toRule(row: Record<string, unknown>): RoleRule {
  const kind = row.kind as RoleRuleKind
  const rule: RoleRule = { id: Number(row.id), kind, role_id: String(row.role_id) }
  for (const field of FIELDS_OF[kind]) {
    const value = row[field]
    ;(rule as Record<string, unknown>)[field] =
      value === null || typeof value === 'string' ? value : Number(value)
  }
  return rule
}

export async function listRoleRules(client: QueryClientContract = db.connection()) {
  const rows = await client.from('discord_role_rules').orderBy('position', 'asc')
  return rows.map(toRule)
}

/** Every role some rule names */
export function managedRoleIds(rules: RoleRule[]) {
  return new Set(rules.map((rule) => rule.role_id))
}

/**
 * Refuses rules naming a role whose permissions give power (DANGEROUS_PERMISSIONS), as the
 * bot reads the server's roles from Discord. A role the server does not have is let through
 * (the health panel says it is missing); with the bot not set up there is nothing to ask,
 * and nothing is handed out either (the health panel checks once it is). A configured bot
 * that cannot read the roles refuses the save.
 */
async function refuseDangerousRoles(input: RoleRuleInput[], api: DiscordBotApi) {
  if (input.length === 0 || !api.configured) return
  const roles = await api.roles().catch((error) => {
    if (!(error instanceof DiscordApiError)) throw error
    throw new ActionRefusedException(
      ERROR_CODES.invalidState,
      ROLE_SYNC_MESSAGES.permissionsUnknown
    )
  })
  const named = new Set(input.map((rule) => rule.role_id))
  for (const role of roles) {
    const powers = named.has(role.id) ? dangerousPermissions(role.permissions) : []
    if (powers.length > 0) {
      throw new ActionRefusedException(
        ERROR_CODES.unusableInput,
        dangerousRoleRefused(role.name, powers)
      )
    }
  }
}

/**
 * PUT /api/admin/discord/roles: replaces the whole list (validated by
 * app/validators/discord_roles.ts; a milestone must exist; no role with power), audited, and
 * queues a full pass so every linked member gets the roles of the new rules. Nothing is
 * changed on a refusal.
 */
export async function replaceRoleRules(
  actorId: number,
  input: RoleRuleInput[],
  api = new DiscordBotApi()
) {
  await refuseDangerousRoles(input, api)
  return db.transaction(async (trx) => {
    const milestoneIds = input.flatMap((r) =>
      r.kind === 'milestone_tier' ? [r.milestone_id!] : []
    )
    if (milestoneIds.length > 0) {
      const found = await trx.from('milestones').whereIn('id', milestoneIds).select('id')
      if (found.length < new Set(milestoneIds).size) {
        throw new ActionRefusedException(
          ERROR_CODES.unusableInput,
          ROLE_SYNC_MESSAGES.unknownMilestone
        )
      }
    }
    const before = await listRoleRules(trx)
    await trx.from('discord_role_rules').delete()
    const now = dbTimestamp(trx)
    if (input.length > 0) {
      await trx
        .insertQuery()
        .table('discord_role_rules')
        .multiInsert(
          input.map((rule, position) => {
            const row: Record<string, unknown> = {
              position,
              kind: rule.kind,
              role_id: rule.role_id,
              created_at: now,
            }
            for (const field of PARAMS) {
              row[field] = FIELDS_OF[rule.kind].includes(field) ? (rule[field] ?? null) : null
            }
            return row
          })
        )
    }
    const after = await listRoleRules(trx)
    await recordAudit(trx, {
      actorId,
      action: 'discord.role_rules',
      subjectType: 'discord_role_rules',
      before: before.map(({ id: _, ...rule }) => rule),
      after: after.map(({ id: _, ...rule }) => rule),
    })
    await queueFullRoleSync(trx)
    return after
  })
}
