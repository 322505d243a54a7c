import type User from '#models/user'
import { staffRole } from '#abilities/matrix'
import { BaseTransformer } from '@adonisjs/core/transformers'

/**
 * What the pages may know of the logged-in user: never the password hash, the email
 * confirmation state beyond a flag, or provider ids.
 */
export default class CurrentUserTransformer extends BaseTransformer<User> {
  toObject() {
    const user = this.resource
    return {
      ...this.pick(user, ['id', 'username', 'avatar', 'balance']),
      admin: staffRole(user) ? 1 : 0,
      role: staffRole(user),
      celsius_username: user.celsiusUsername,
      discord_username: user.discordUsername,
      kick_username: user.kickUsername,
      twitch_username: user.twitchUsername,
      email_verified: user.emailVerifiedAt !== null,
      two_factor: user.twoFactorEnabledAt !== null,
    }
  }
}
