import type { HttpContext } from '@adonisjs/core/http'
import { discordRolesValidator } from '#validators/discord_roles'
import { replaceRoleRules } from '#services/discord/role_rules'
import { queueFullRoleSync } from '#services/discord/role_sync_queue'
import { ROLE_SYNC_MESSAGES } from '#shared/discord_roles'

/** The role sync's JSON on /admin/discord: the rules, and a full pass on demand */
export default class DiscordRolesController {
  async update({ request, auth, i18n }: HttpContext) {
    const { rules } = await request.validateUsing(discordRolesValidator)
    const saved = await replaceRoleRules(auth.getUserOrFail().id, rules)
    return { message: i18n.t(ROLE_SYNC_MESSAGES.saved), rules: saved }
  }

  async sync({ i18n }: HttpContext) {
    await queueFullRoleSync()
    return { message: i18n.t(ROLE_SYNC_MESSAGES.queued) }
  }
}
