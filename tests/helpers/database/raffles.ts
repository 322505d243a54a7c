import { urlFor } from '@adonisjs/core/services/url_builder'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { createUser } from '#tests/helpers/database/users'
import { expectStatus } from '#tests/helpers/http/requests'

/** The raffle the tests create (a field of `fields` overrides it) */
export const RAFFLE = {
  title: 'Friday giveaway',
  prize: '$50 tip',
  winners: 2,
  ticket_cost: 10,
  max_tickets: 5,
  kick_link_required: false,
}

/** Creates a raffle through the admin API (anything but 200 fails the test) */
export async function createRaffle(client: ApiClient, admin: User, fields: object = {}) {
  const response = await jsonAs(client, admin).post(urlFor('admin_api.raffles.create'), {
    ...RAFFLE,
    ...fields,
  })
  response.assertStatus(200)
  return response.body().raffle as { id: number; seed_hash: string }
}

/**
 * An admin, a player with `points`, and an open raffle (RAFFLE) the admin created, made in
 * that order
 */
export async function raffleWithPlayer(client: ApiClient, points: number) {
  const admin = await createUser({ admin: true })
  const player = await createUser({ points })
  const { id } = await createRaffle(client, admin)
  return { admin, player, id }
}

/** `user` buys `tickets` tickets of raffle `id` on the site (the response, not checked) */
export const enterRaffle = (client: ApiClient, user: User, id: number, tickets = 1) =>
  jsonAs(client, user).post(urlFor('raffles.enter', { id }), { tickets })

/** The draw tests' entrants, [username, tickets] in the order they enter */
const FOUR_ENTRANTS = [
  ['alice', 2],
  ['bob', 5],
  ['carol', 1],
  ['dave', 3],
] as const

/** Each of alice (2 tickets), bob (5), carol (1) and dave (3) joins with 100 points and enters raffle `id`; answers them */
export async function enterFourEntrants(client: ApiClient, id: number) {
  const users: User[] = []
  for (const [username, tickets] of FOUR_ENTRANTS) {
    const user = await createUser({ username, points: 100 })
    await expectStatus(enterRaffle(client, user, id, tickets), 200)
    users.push(user)
  }
  return users
}
