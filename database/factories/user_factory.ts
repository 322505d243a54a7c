import factory from '@adonisjs/lucid/factories'
import User from '#models/user'

let counter = 0

/**
 * A player with a unique name and an address made from it, no points and no admin flag. Points
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
      admin: false,
      balance: 0,
      celsiusUsername: null,
    }
  })
  .state('admin', (user) => {
    user.admin = true
  })
  .build()
