import { UserSchema } from '#database/schema'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import Purchase from '#models/purchase'
import PointTransaction from '#models/point_transaction'
import MilestoneClaim from '#models/milestone_claim'

export default class User extends compose(
  UserSchema,
  withAuthFinder(hash, { uids: ['username', 'email'], passwordColumnName: 'password' })
) {
  /** encrypted under APP_KEY; never serialized (#services/accounts/two_factor) */
  @column({ serializeAs: null })
  declare twoFactorSecret: string | null

  @hasMany(() => Purchase)
  declare purchases: HasMany<typeof Purchase>

  @hasMany(() => PointTransaction)
  declare pointTransactions: HasMany<typeof PointTransaction>

  @hasMany(() => MilestoneClaim)
  declare milestoneClaims: HasMany<typeof MilestoneClaim>

  /** Case-insensitive lookup, matching the lower() unique indexes */
  static findByUsername(username: string) {
    return this.query().whereRaw('lower(username) = ?', [username.toLowerCase()]).first()
  }

  static findByEmail(email: string) {
    return this.query().whereRaw('lower(email) = ?', [email.toLowerCase()]).first()
  }
}
