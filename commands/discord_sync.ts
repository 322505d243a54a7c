import { flags } from '@adonisjs/core/ace'
import AppCommand from './_app_command.js'

/**
 * A full Discord role sync pass now (docs/product.md, "Discord roles"): every linked member
 * gets exactly the managed roles their rules give. Prints each change; --dry-run changes
 * nothing and only prints what a pass would do.
 */
export default class DiscordSync extends AppCommand {
  static commandName = 'discord:sync'
  static description = "Sync linked members' Discord roles with the role rules now"

  @flags.boolean({ description: 'Print the changes a pass would make, and make none' })
  declare dryRun: boolean

  async run() {
    const { DiscordBotApi } = await import('#services/discord/discord_bot_api')
    const { runFullRolePass } = await import('#services/discord/role_sync')
    const { ROLE_SYNC_MESSAGES } = await import('#shared/discord_roles')
    const api = new DiscordBotApi()
    const { currentI18n } = await import('#infra/i18n/catalog_messages')
    if (!api.configured) return this.fail(currentI18n().t(ROLE_SYNC_MESSAGES.notConfigured))
    const roles = await api.roles().catch(() => [])
    const names = new Map(roles.map((r) => [r.id, r.name]))
    const result = await runFullRolePass(this.dryRun, api)
    for (const change of result.changes) {
      const role = names.has(change.roleId)
        ? `${names.get(change.roleId)} (${change.roleId})`
        : change.roleId
      const who = `${change.username ?? 'unlinked account'} (discord ${change.discordId})`
      this.logger.log(`${change.op} role ${role} ${change.op === '+' ? 'to' : 'from'} ${who}`)
    }
    const verb = this.dryRun ? 'would add' : 'added'
    const summary = `${result.members} member(s): ${verb} ${result.added}, ${this.dryRun ? 'would remove' : 'removed'} ${result.removed}; ${result.skipped} not in the server`
    this.logger.info(this.dryRun ? `dry run, nothing changed. ${summary}` : summary)
    for (const error of result.errors) this.logger.error(error)
    if (result.errors.length > 0) this.exitCode = 1
  }
}
