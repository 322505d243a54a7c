import db from '@adonisjs/lucid/services/db'
import { DiscordApiError, DiscordBotApi } from '#services/discord/discord_bot_api'
import { listRoleRules, managedRoleIds } from '#services/discord/role_rules'
import { lastRolePass } from '#services/discord/role_sync_status'
import { queuedCount } from '#services/discord/role_sync_queue'
import { formatUsd } from '#shared/format'
import {
  dangerousPermissions,
  ROLE_SYNC_MESSAGES,
  type BotHealth,
  type MappedRoleHealth,
  type RoleSyncProps,
} from '#shared/discord_roles'
import { currentI18n } from '#infra/i18n/catalog_messages'

/**
 * The bot's connection as the admin page shows it: the token answers (GET /users/@me), the
 * server is found, and for each mapped role whether it exists and sits below the bot's highest
 * role (Discord lets a bot assign only those), and the powers it carries that no rule may hand
 * out (DANGEROUS_PERMISSIONS: one mapped before the form refused them is flagged). Asked of
 * Discord when the page loads.
 */
export async function discordBotHealth(api = new DiscordBotApi()): Promise<BotHealth> {
  const mapped = [...managedRoleIds(await listRoleRules())]
  const unknownRoles = (): MappedRoleHealth[] =>
    mapped.map((id) => ({
      role_id: id,
      name: null,
      exists: false,
      assignable: false,
      dangerous: [],
    }))
  const health: BotHealth = {
    configured: api.configured,
    token_valid: false,
    bot_name: null,
    guild_found: false,
    guild_name: null,
    roles: unknownRoles(),
    error: null,
  }
  if (!api.configured)
    return { ...health, error: currentI18n().t(ROLE_SYNC_MESSAGES.notConfigured) }
  try {
    const me = await api.me().catch((error) => {
      if (error instanceof DiscordApiError && error.status === 401) return null
      throw error
    })
    if (!me) return health
    Object.assign(health, { token_valid: true, bot_name: me.username })
    const guild = await api.guild()
    if (!guild) return health
    Object.assign(health, { guild_found: true, guild_name: guild.name })
    const [roles, bot] = await Promise.all([api.roles(), api.member(me.id)])
    const positions = new Map(roles.map((role) => [role.id, role]))
    const botTop = Math.max(0, ...(bot?.roles ?? []).map((id) => positions.get(id)?.position ?? 0))
    health.roles = mapped.map((id) => {
      const role = positions.get(id)
      return {
        role_id: id,
        name: role?.name ?? null,
        exists: Boolean(role),
        assignable: Boolean(role && !role.managed && role.position < botTop),
        dangerous: role ? dangerousPermissions(role.permissions) : [],
      }
    })
  } catch (error) {
    if (!(error instanceof DiscordApiError)) throw error
    health.error = error.message
  }
  return health
}

/** The milestone tiers a rule may name, smallest first */
async function milestoneChoices() {
  const rows = await db.from('milestones').orderBy('wager_required', 'asc')
  return rows.map((row) => ({
    id: Number(row.id),
    label: `${formatUsd(Number(row.wager_required))} wagered`,
  }))
}

/** The role sync section of /admin/discord: rules, tiers, the bot's health, the last pass */
export async function roleSyncPageProps(): Promise<RoleSyncProps> {
  const [rules, milestones, health, last, queued] = await Promise.all([
    listRoleRules(),
    milestoneChoices(),
    discordBotHealth(),
    lastRolePass(),
    queuedCount(),
  ])
  return { rules, milestones, health, last_pass: last, queued }
}
