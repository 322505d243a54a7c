import { args } from '@adonisjs/core/ace'
import AppCommand from './_app_command.js'

/**
 * The username argument, declared alike by every command that takes one: here, and on
 * admin:create (the owner's username)
 */
export function usernameArgument(description = 'Username of the user') {
  return args.string({ description })
}

/**
 * The base of the commands on one existing user (points:grant, users:role, users:promote):
 * the username argument comes first, declared here once, and findUser() looks it up. Ace's
 * loader skips files whose name starts with _, so this one is not taken for a command.
 */
export default abstract class UserCommand extends AppCommand {
  @usernameArgument()
  declare username: string

  /** The user the username argument names (in any case), or null once it has failed naming it */
  protected async findUser() {
    const { default: User } = await import('#models/user')
    const user = await User.findByUsername(this.username)
    if (!user) this.fail(`No user named "${this.username}"`)
    return user
  }
}
