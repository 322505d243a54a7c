import { DateTime } from 'luxon'
import { DiscordApiError, DiscordBotApi } from '#services/discord/discord_bot_api'
import { listRoleRules, managedRoleIds } from '#services/discord/role_rules'
import { dangerousPermissions } from '#shared/discord_roles'
import { desiredRoles, linkedMembers, type LinkedMember } from '#services/discord/role_rule_members'
import {
  finishQueuedWork,
  takeQueuedWork,
  type QueuedWork,
} from '#services/discord/role_sync_queue'
import {
  lastFullPassAt,
  recordRolePass,
  type PassSummary,
} from '#services/discord/role_sync_status'

/**
 * The role sync (docs/product.md, "Discord roles"): each linked member gets exactly the managed
 * roles their rules give, by adding and removing roles one at a time through the bot; a role
 * no rule names is never touched. A member who left the server is skipped. A Discord account
 * unlinked from the site loses every managed role. The worker runs a pass for the queued
 * members every few seconds and a full pass every hour; `node ace discord:sync` runs a full
 * pass now (`--dry-run`: only says what it would change).
 */

export const AUDIT_REASON = 'NEONPLAY role sync'
export const FULL_PASS_EVERY_MINUTES = 60

export type RoleChange = {
  op: '+' | '-'
  roleId: string
  discordId: string
  /** the site user, null for a Discord account no longer linked */
  username: string | null
}

export type PassResult = PassSummary & { changes: RoleChange[]; dryRun: boolean }

type Target = { member: LinkedMember | null; discordId: string }

/** The members a pass looks at: linked ones, and unlinked Discord accounts (no roles due) */
async function targetsOf(work: QueuedWork | null, full: boolean): Promise<Target[]> {
  const members = full ? await linkedMembers() : await linkedMembers(work?.userIds ?? [])
  const unlinkedIds = (work?.unlinked ?? []).map((u) => u.discordUserId)
  // an account linked again (to the same user or another) is a member, not an unlinked one
  const relinked = await linkedMembers(undefined, unlinkedIds)
  const targets = new Map<string, Target>()
  for (const member of [...members, ...relinked]) {
    targets.set(member.discordId, { member, discordId: member.discordId })
  }
  for (const discordId of unlinkedIds) {
    if (!targets.has(discordId)) targets.set(discordId, { member: null, discordId })
  }
  return [...targets.values()]
}

/** One pass over `work` (or everyone, `full`); records it unless a dry run */
export async function runRolePass(options: {
  full: boolean
  work?: QueuedWork | null
  dryRun?: boolean
  api?: DiscordBotApi
}): Promise<PassResult> {
  const api = options.api ?? new DiscordBotApi()
  const dryRun = options.dryRun ?? false
  const rules = await listRoleRules()
  const managed = managedRoleIds(rules)
  const targets = managed.size === 0 ? [] : await targetsOf(options.work ?? null, options.full)
  const desired = await desiredRoles(
    rules,
    targets.flatMap((t) => (t.member ? [t.member] : []))
  )
  const result: PassResult = {
    kind: options.full ? 'full' : 'queued',
    members: 0,
    added: 0,
    removed: 0,
    skipped: 0,
    errors: [],
    changes: [],
    dryRun,
  }
  /** Runs one call; a refusal by Discord is the pass's error, and the pass goes on */
  const attempt = async <T>(discordId: string, call: () => Promise<T>) => {
    try {
      return { ok: true as const, value: await call() }
    } catch (error) {
      if (!(error instanceof DiscordApiError)) throw error
      result.errors.push(`member ${discordId}: ${error.message}`)
      return { ok: false as const }
    }
  }
  // a mapped role with power (given it after its rule was saved) is never handed out; when
  // Discord does not list the roles, no role is added this pass (removals still happen)
  const roles =
    targets.length === 0
      ? []
      : await api.roles().catch((error) => {
          if (!(error instanceof DiscordApiError)) throw error
          result.errors.push(`server roles: ${error.message}`)
          return null
        })
  const grantable = (roleId: string) => {
    const role = roles?.find((r) => r.id === roleId)
    return roles !== null && (!role || dangerousPermissions(role.permissions).length === 0)
  }
  for (const target of targets) {
    const { discordId } = target
    const username = target.member?.username ?? null
    const due = (target.member && desired.get(target.member.userId)) || new Set<string>()
    const read = await attempt(discordId, () => api.member(discordId))
    if (!read.ok) continue
    const member = read.value
    if (!member) {
      result.skipped++
      continue
    }
    result.members++
    const has = new Set(member.roles.filter((role) => managed.has(role)))
    const changes: RoleChange[] = [
      ...[...due]
        .filter((r) => !has.has(r) && grantable(r))
        .map((roleId) => ({ op: '+' as const, roleId })),
      ...[...has].filter((r) => !due.has(r)).map((roleId) => ({ op: '-' as const, roleId })),
    ].map((change) => ({ ...change, discordId, username }))
    for (const change of changes) {
      const adding = change.op === '+'
      const call = () =>
        adding
          ? api.addRole(discordId, change.roleId, AUDIT_REASON)
          : api.removeRole(discordId, change.roleId, AUDIT_REASON)
      if (!dryRun) {
        const done = await attempt(discordId, call)
        if (!done.ok) continue
      }
      if (adding) result.added++
      else result.removed++
      result.changes.push(change)
    }
  }
  if (!dryRun) await recordRolePass(result)
  return result
}

/**
 * The worker's job (every few seconds, under the scheduler lease): a full pass when one is
 * queued or the last one is an hour old, else a pass over the queued members; null when there
 * is nothing to do. With role sync off (no token or guild) the queue is dropped: the first full
 * pass after it is set up covers everyone.
 */
export async function syncDiscordRoles(now: DateTime = DateTime.utc()) {
  const api = new DiscordBotApi()
  const work = await takeQueuedWork()
  if (!api.configured) {
    if (work) await finishQueuedWork(work.upTo)
    return null
  }
  const lastFull = await lastFullPassAt()
  const full =
    Boolean(work?.full) || !lastFull || now.diff(lastFull).as('minutes') >= FULL_PASS_EVERY_MINUTES
  if (!full && !work) return null
  const result = await runRolePass({ full, work, api })
  if (work) await finishQueuedWork(work.upTo)
  const { kind, members, added, removed, skipped, errors } = result
  return { kind, members, added, removed, skipped, errors }
}

/** `node ace discord:sync`: a full pass now, taking the queue along unless a dry run */
export async function runFullRolePass(dryRun: boolean, api = new DiscordBotApi()) {
  const work = dryRun ? null : await takeQueuedWork()
  const result = await runRolePass({ full: true, work, dryRun, api })
  if (work) await finishQueuedWork(work.upTo)
  return result
}
