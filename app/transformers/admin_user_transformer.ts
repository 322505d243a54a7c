import type User from '#models/user'
import { staffRole } from '#abilities/matrix'
import type { RoleChoice } from '#shared/roles'
import { BaseTransformer } from '@adonisjs/core/transformers'

/**
 * A user as the admin lookup shows them (docs/product.md: id, username, avatar, linked-account name),
 * plus the admin flag and balance the dialog edits. The linked account is the Celsius
 * username: the account shop redemptions are paid to. Never the email or provider ids.
 */
export default class AdminUserTransformer extends BaseTransformer<User> {
  toObject() {
    const user = this.resource
    return {
      ...this.pick(user, ['id', 'username', 'avatar', 'balance']),
      admin: staffRole(user) ? 1 : 0,
      role: (staffRole(user) ?? 'user') as RoleChoice,
      linked_account: user.celsiusUsername ? { name: user.celsiusUsername } : null,
      kick_username: user.kickUsername,
      discord_username: user.discordUsername,
    }
  }
}
