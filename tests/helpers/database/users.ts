import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
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
    kickId: string | null
    kickUsername: string | null
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

/** A user (createUser) whose Kick account is linked: Kick id `kickId`, Kick name `k<kickId>` unless given */
export function createKickLinkedUser(kickId: string | number, overrides: Parameters<typeof createUser>[0] = {}) {
  return createUser({ kickUsername: `k${kickId}`, ...overrides, kickId: String(kickId) })
}

/** The password every UserFactory user gets unless a test gives one */
export const FACTORY_PASSWORD = 'password123'

/**
 * Hashes the factory's password once per run (a runner setup hook, tests/bootstrap.ts): the
 * User model's save hook asks for a hash of FACTORY_PASSWORD for almost every user a test
 * creates, and each scrypt run costs 50-300 ms of CPU on these machines. Every later request for
 * it gets the first run's hash, a real scrypt hash of that password (its own salt, shared by
 * those users), so logins and `hash.verify` check it for real; any other value is hashed afresh.
 */
export function hashFactoryPasswordOnce() {
  const hasher = hash.use()
  const make = hasher.make.bind(hasher)
  let factoryHash: Promise<string> | undefined
  hasher.make = async (value: string) => {
    if (value !== FACTORY_PASSWORD) return make(value)
    factoryHash ??= make(value)
    const made = await factoryHash
    // a real hash answers from libuv's thread pool, in a later turn of the event loop; so does
    // this one: a test that creates users in a loop until a child process exits (backup.spec)
    // would otherwise run on promise callbacks alone and never see the exit, nor its timeout
    await new Promise((resolve) => setImmediate(resolve))
    return made
  }
}

/** The demo site's owner (username admin) given a password the test knows; answers them */
export async function setDemoOwnerPassword(password: string) {
  const owner = await User.findByOrFail('username', 'admin')
  owner.password = password
  await owner.save()
  return owner
}
