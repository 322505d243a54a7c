import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { applyPointChange } from '#services/points/ledger'

let counter = 0

/** A user with a unique name; points are granted through the ledger like everywhere else */
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
  counter++
  const username = overrides.username ?? `player${counter}${Date.now() % 10000}`
  const user = await User.create({
    username,
    email: overrides.email ?? `${username.toLowerCase()}@example.test`,
    password: overrides.password ?? 'password123',
    admin: overrides.admin ?? false,
    balance: 0,
    celsiusUsername: overrides.celsiusUsername ?? null,
  })
  if (overrides.points) {
    await db.transaction((trx) =>
      applyPointChange(trx, { userId: user.id, delta: overrides.points!, reason: 'admin' })
    )
    await user.refresh()
  }
  return user
}
