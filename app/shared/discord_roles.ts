import type { MessageKey } from './messages.js'
import type { StaffRole } from './roles.js'

/**
 * Discord role sync (docs/product.md, "Discord roles"): the rules an admin maps to Discord
 * roles, and what the admin page shows of the bot's health and the last pass. Shared by the
 * server and the page, so both say the same words.
 */

export const ROLE_RULE_KINDS = [
  'linked',
  'milestone_tier',
  'board_top',
  'points_month',
  'subscriber',
  'staff',
] as const
export type RoleRuleKind = (typeof ROLE_RULE_KINDS)[number]

/** Each rule kind's name on the admin page (catalog keys) */
export const ROLE_RULE_LABELS: Record<RoleRuleKind, MessageKey> = {
  linked: 'admin_labels.rule_linked',
  milestone_tier: 'admin_labels.rule_milestone_tier',
  board_top: 'admin_labels.rule_board_top',
  points_month: 'admin_labels.rule_points_month',
  subscriber: 'admin_labels.rule_subscriber',
  staff: 'admin_labels.rule_staff',
}

/** The boards a top-N rule may name: those whose entries the site can match to its users */
export const ROLE_RULE_BOARDS = ['points', 'celsius'] as const
export type RoleRuleBoard = (typeof ROLE_RULE_BOARDS)[number]

export const ROLE_RULE_LIMITS = { rules: 50, top: 100, points: 100_000_000 } as const

/** One rule as the page edits it and PUT /api/admin/discord/roles takes it */
export type RoleRuleInput = {
  kind: RoleRuleKind
  role_id: string
  milestone_id?: number | null
  board?: RoleRuleBoard | null
  top?: number | null
  points?: number | null
  staff_role?: StaffRole | null
}

export type RoleRule = RoleRuleInput & { id: number }

/** A mapped role as the bot sees it: does it exist, and may the bot hand it out */
export type MappedRoleHealth = {
  role_id: string
  name: string | null
  exists: boolean
  /** below the bot's highest role, so the bot may assign it */
  assignable: boolean
  /** the powers of DANGEROUS_PERMISSIONS the role carries (a rule must not hand it out) */
  dangerous: string[]
}

export type BotHealth = {
  configured: boolean
  token_valid: boolean
  bot_name: string | null
  guild_found: boolean
  guild_name: string | null
  roles: MappedRoleHealth[]
  /** why the check stopped (Discord unreachable, say); null when it went through */
  error: string | null
}

export type LastRolePass = {
  finished_at: string
  kind: 'full' | 'queued'
  members: number
  added: number
  removed: number
  skipped: number
  errors: string[]
}

/** The props of the role sync section of /admin/discord */
export type RoleSyncProps = {
  rules: RoleRule[]
  milestones: { id: number; label: string }[]
  health: BotHealth
  last_pass: LastRolePass | null
  queued: number
}

export const ROLE_SYNC_MESSAGES = {
  saved: 'discord_role_rules.saved',
  queued: 'discord_role_rules.queued',
  notConfigured: 'discord_role_rules.not_configured',
  unknownMilestone: 'discord_role_rules.unknown_milestone',
  permissionsUnknown: 'discord_role_rules.permissions_unknown',
} as const satisfies Record<string, MessageKey>

/** The rules validator's messages, with the limits and choices they name */
export const ROLE_RULE_INPUT_MESSAGES = {
  rules: { key: 'discord_role_rules.rules', values: { max: String(ROLE_RULE_LIMITS.rules) } },
  kind: { key: 'discord_role_rules.kind', values: { kinds: ROLE_RULE_KINDS.join(', ') } },
  roleId: { key: 'discord_role_rules.role_id' },
  milestone: { key: 'discord_role_rules.milestone' },
  board: { key: 'discord_role_rules.board', values: { boards: ROLE_RULE_BOARDS.join(', ') } },
  top: { key: 'discord_role_rules.top', values: { max: String(ROLE_RULE_LIMITS.top) } },
  points: { key: 'discord_role_rules.points', values: { max: String(ROLE_RULE_LIMITS.points) } },
  staffRole: { key: 'discord_role_rules.staff_role' },
} as const satisfies Record<string, { key: MessageKey; values?: Record<string, string> }>

/**
 * The Discord permissions that give power over the server or its members, by their bit in a
 * role's `permissions` (Discord's documented flags). A rule may never hand out a role that
 * has one: the form refuses it, and the bot health flags one mapped before.
 */
export const DANGEROUS_PERMISSIONS = [
  ['Administrator', 3],
  ['Manage Server', 5],
  ['Manage Roles', 28],
  ['Manage Channels', 4],
  ['Kick Members', 1],
  ['Ban Members', 2],
  ['Moderate Members', 40],
  ['Manage Messages', 13],
] as const

/**
 * The dangerous permissions in a role's `permissions` (a decimal bit set, as Discord sends
 * it); a value that is not one counts as every one of them
 */
export function dangerousPermissions(permissions: string | null | undefined): string[] {
  let bits: bigint
  try {
    if (!/^\d{1,30}$/.test(permissions ?? '')) throw new RangeError('not a bit set')
    bits = BigInt(permissions!)
  } catch {
    return DANGEROUS_PERMISSIONS.map(([name]) => name)
  }
  return DANGEROUS_PERMISSIONS.filter(([, bit]) => (bits >> BigInt(bit)) & 1n).map(([name]) => name)
}

/** The refusal of a rule naming a role with power */
export function dangerousRoleRefused(name: string, powers: string[]) {
  return {
    key: 'discord_role_rules.dangerous_role',
    values: { name, powers: powers.join(', ') },
  } as const satisfies { key: MessageKey; values: Record<string, string> }
}
