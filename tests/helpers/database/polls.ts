import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import type { PublicPoll } from '#shared/polls'
import { createUser } from '#tests/helpers/database/users'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'

/** Polls for the specs: a moderator opens one (three slots for 300 s unless `body` says) */
export async function openPoll(client: ApiClient, body: Record<string, unknown> = {}) {
  const moderator = await createUser({ role: 'moderator' })
  const api = jsonAs(client, moderator)
  const answer = await api.post(urlFor('admin_api.polls.create'), {
    question: 'Which slot next?',
    options: ['Gates of Olympus', 'Sugar Rush', 'Wanted'],
    duration: 300,
    ...body,
  })
  answer.assertStatus(200)
  return { api, moderator, poll: answer.body().poll as PublicPoll }
}

/** A signed-in viewer's vote from the site */
export const vote = (client: ApiClient, user: User, id: number, option: unknown) =>
  client.post(urlFor('economy.poll_vote', { id })).loginAs(user).sameOrigin().accept('json').json({ option })

/** The poll's votes by option, from the database */
export async function storedVotes(pollId: number) {
  const rows = await db.from('poll_votes').where('poll_id', pollId).orderBy('id')
  return rows.map((row) => [Number(row.user_id), Number(row.option), row.via])
}
