import { args } from '@adonisjs/core/ace'
import UserCommand from './_user_command.js'

/** Sets any role of an existing user: owner, admin, moderator or user (none); docs/roles.md */
export default class UsersRole extends UserCommand {
  static commandName = 'users:role'
  static description = 'Set the role of an existing user (owner, admin, moderator or user)'

  @args.string({ description: 'owner, admin, moderator or user' })
  declare role: string

  async run() {
    const { ROLE_CHOICES, ROLE_MESSAGES } = await import('#shared/roles')
    const { setRole } = await import('#services/accounts/staff_roles')
    const { default: ActionRefusedException } = await import('#exceptions/action_refused_exception')
    const role = ROLE_CHOICES.find((choice) => choice === this.role.toLowerCase())
    if (!role) return this.fail(ROLE_MESSAGES.invalidRole)
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
