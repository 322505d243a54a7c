import factory from '@adonisjs/lucid/factories'
import User from '#models/user'

let counter = 0

/**
 * A player with a unique name and an address made from it, no points and no staff role. Points
 * go through the ledger (tests/helpers/users.ts createUser), never into `balance` directly.
 */
export const UserFactory = factory
  .define(User, () => {
    counter++
    const username = `player${counter}${Date.now() % 10000}`
    return {
      username,
      email: `${username.toLowerCase()}@example.test`,
      password: 'password123',
      role: null,
      balance: 0,
      celsiusUsername: null,
    }
  })
  .state('admin', (user) => {
    user.role = 'admin'
  })
  .build()
