import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import User from '#models/user'
import { applyPointChange } from '#services/points/ledger'
import type { StaffRole } from '#shared/roles'

/**
 * A user from UserFactory (a unique name unless given, the address made from the name); points
 * are granted through the ledger like everywhere else
 */
export async function createUser(
  overrides: Partial<{
    username: string
    email: string
    password: string
    /** shorthand for role 'admin' */
    admin: boolean
    role: StaffRole | null
    points: number
    celsiusUsername: string | null
  }> = {}
) {
  const { points, admin, ...fields } = overrides
  const user = await UserFactory.merge({
    ...(admin && { role: 'admin' as const }),
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

/** The demo site's owner (username admin) given a password the test knows; answers them */
export async function setDemoOwnerPassword(password: string) {
  const owner = await User.findByOrFail('username', 'admin')
  owner.password = password
  await owner.save()
  return owner
}
