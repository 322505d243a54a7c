import { args, flags } from '@adonisjs/core/ace'
import UserCommand from './_user_command.js'

/**
 * Gives (or, with a negative number, takes) points by hand, through the ledger (reason
 * admin). Taking never goes below 0: a take larger than the balance is refused whole.
 */
export default class PointsGrant extends UserCommand {
  static commandName = 'points:grant'
  static description = 'Give a user points (negative to take), recorded in the ledger'

  @args.string({ description: 'Points to give; negative to take (e.g. -500)' })
  declare points: string

  @flags.string({ description: 'Why, kept on the ledger row' })
  declare reason?: string

  async run() {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { applyPointChange, InsufficientPointsError } = await import('#services/points/ledger')

    const delta = /^[+-]?[0-9]{1,10}$/.test(this.points.trim()) ? Number(this.points) : Number.NaN
    if (!Number.isSafeInteger(delta) || delta === 0 || Math.abs(delta) > 2_147_483_647) {
      return this.fail(`"${this.points}" is not a whole, non-zero number of points`)
    }
    if (this.reason !== undefined && this.reason.length > 255) {
      return this.fail('The reason can be at most 255 characters')
    }
    const user = await this.findUser()
    if (!user) return

    try {
      const { balance } = await db.transaction((trx) =>
        applyPointChange(trx, {
          userId: user.id,
          delta,
          reason: 'admin',
          note: this.reason ?? 'points:grant',
        })
      )
      const verb = delta > 0 ? `Gave ${delta}` : `Took ${-delta}`
      this.logger.success(
        `${verb} points ${delta > 0 ? 'to' : 'from'} ${user.username}; balance ${balance}`
      )
    } catch (error) {
      if (!(error instanceof InsufficientPointsError)) throw error
      await user.refresh()
      this.fail(
        `${user.username} has ${user.balance} points; taking ${-delta} would go below 0. Nothing changed.`
      )
    }
  }
}
