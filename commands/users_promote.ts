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
    const { default: User } = await import('#models/user')
    const user = await User.findByUsername(this.username)
    if (!user) {
      this.logger.error(`No user named "${this.username}"`)
      this.exitCode = 1
      return
    }
    if (user.admin) {
      this.logger.info(`${user.username} is already an admin`)
      return
    }
    user.admin = true
    await user.save()
    this.logger.success(`${user.username} is now an admin`)
  }
}
