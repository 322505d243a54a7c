import { args, BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/** Makes an existing user an admin (users.admin = 1) */
export default class UsersPromote extends BaseCommand {
  static commandName = 'users:promote'
  static description = 'Make an existing user an admin'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Username of the user to promote' })
  declare username: string

  async run() {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { default: User } = await import('#models/user')
    const { promoteToAdmin } = await import('#services/accounts/admin_account')
    const user = await User.findByUsername(this.username)
    if (!user) {
      this.logger.error(`No user named "${this.username}"`)
      this.exitCode = 1
      return
    }
    const promoted = await db.transaction((trx) => promoteToAdmin(trx, user))
    if (promoted) this.logger.success(`${user.username} is now an admin`)
    else this.logger.info(`${user.username} is already an admin`)
  }
}
