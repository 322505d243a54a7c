import { args } from '@adonisjs/core/ace'
import { ROLE_CHOICES, ROLE_INVALID, STAFF_ROLES } from '#shared/roles'
import UserCommand from './_user_command.js'

/** The roles the command takes, as its help names them: owner, admin, moderator or user */
const ROLE_LIST = `${STAFF_ROLES.join(', ')} or user`

/** Sets any role of an existing user: owner, admin, moderator or user (none); docs/roles.md */
export default class UsersRole extends UserCommand {
  static commandName = 'users:role'
  static description = `Set the role of an existing user (${ROLE_LIST})`

  @args.string({ description: ROLE_LIST })
  declare role: string

  async run() {
    const { setRole } = await import('#services/accounts/staff_roles')
    const { default: ActionRefusedException } = await import('#exceptions/action_refused_exception')
    const role = ROLE_CHOICES.find((choice) => choice === this.role.toLowerCase())
    const { currentI18n } = await import('#infra/i18n/catalog_messages')
    if (!role) return this.fail(currentI18n().t(ROLE_INVALID.key, ROLE_INVALID.values))
    const user = await this.findUser()
    if (!user) return
    try {
      const { changed } = await setRole(null, user.id, role)
      if (changed) this.logger.success(`${user.username} is now ${role}`)
      else this.logger.info(`${user.username} is already ${role}`)
    } catch (error) {
      if (!(error instanceof ActionRefusedException)) throw error
      this.fail(error.message)
    }
  }
}
