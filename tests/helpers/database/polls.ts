import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import env from '#start/env'
import { LIVE_EVENTS_PATH, type LiveMessage } from '#shared/live'
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

/** A live stream as a page holds it; `until` waits for the first `polls` message `accept` takes */
export async function openLiveStream() {
  const controller = new AbortController()
  const response = await fetch(`http://${env.get('HOST')}:${env.get('PORT')}${LIVE_EVENTS_PATH}`, {
    signal: controller.signal,
  })
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let received = ''
  const messages = () =>
    received
      .split('\n\n')
      .filter((frame) => frame.startsWith('data: '))
      .map((frame) => JSON.parse(frame.slice(6)) as LiveMessage)
  return {
    async until(accept: (polls: PublicPoll[]) => boolean, timeoutMs = 8000) {
      const deadline = Date.now() + timeoutMs
      const found = () => messages().find((m) => m.domain === 'polls' && accept(m.data.polls as PublicPoll[]))
      while (!found()) {
        const timer = new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`not found in: ${received}`)), deadline - Date.now())
        )
        const { value, done } = await Promise.race([reader.read(), timer])
        if (done) throw new Error(`stream ended: ${received}`)
        received += value
      }
      return found()!
    },
    close: () => controller.abort(),
  }
}
