import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { applyPointChange } from '#services/points/ledger'

/**
 * A user from UserFactory (a unique name unless given, the address made from the name); points
 * are granted through the ledger like everywhere else
 */
export async function createUser(
  overrides: Partial<{
    username: string
    email: string
    password: string
    admin: boolean
    points: number
    celsiusUsername: string | null
  }> = {}
) {
  const { points, ...fields } = overrides
  const user = await UserFactory.merge({
    ...fields,
    ...(fields.username && {
      email: fields.email ?? `${fields.username.toLowerCase()}@example.test`,
    }),
  }).create()
  if (points) {
    await db.transaction((trx) => applyPointChange(trx, { userId: user.id, delta: points, reason: 'admin' }))
    await user.refresh()
  }
  return user
}
