import UserCommand from './_user_command.js'

/** Makes an existing user an admin (role 'admin'; an owner stays owner) */
export default class UsersPromote extends UserCommand {
  static commandName = 'users:promote'
  static description = 'Make an existing user an admin'

  async run() {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { promoteToAdmin } = await import('#services/accounts/admin_account')
    const user = await this.findUser()
    if (!user) return
    const promoted = await db.transaction((trx) => promoteToAdmin(trx, user))
    if (promoted) this.logger.success(`${user.username} is now an admin`)
    else
      this.logger.info(
        `${user.username} is already ${user.role === 'owner' ? 'the owner' : 'an admin'}`
      )
  }
}
