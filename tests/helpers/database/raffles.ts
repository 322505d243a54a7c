import { urlFor } from '@adonisjs/core/services/url_builder'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'

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
