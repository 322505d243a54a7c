import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { cachedPublic } from '#infra/live/public_cache'
import { readDbTimestamp } from '#infra/db/time'
import { pollStatusAt, VOTE_VIAS, type OwnVote, type PublicPoll, type VoteVia } from '#shared/polls'

/** How many closed polls the pages keep showing under the open one (recent results) */
const RECENT_CLOSED = 5

export type PollRow = {
  id: number
  question: string
  options: string
  status: 'open' | 'closed'
  ends_at: string | Date
  closed_at: string | Date | null
}

const iso = (value: string | Date) => readDbTimestamp(value).toISO()!

/** A poll's public view: its options with their votes, and the votes by where they came from */
async function view(client: QueryClientContract, row: PollRow): Promise<PublicPoll> {
  const counts = await client
    .from('poll_votes')
    .where('poll_id', row.id)
    .groupBy('option', 'via')
    .select('option', 'via')
    .count('* as votes')
  const labels = JSON.parse(row.options) as string[]
  const options = labels.map((label) => ({ label, votes: 0 }))
  const via = Object.fromEntries(VOTE_VIAS.map((name) => [name, 0])) as Record<VoteVia, number>
  for (const count of counts) {
    const votes = Number(count.votes)
    const option = options[Number(count.option)]
    if (option) option.votes += votes
    if (count.via in via) via[count.via as VoteVia] += votes
  }
  const poll: PublicPoll = {
    id: Number(row.id),
    question: row.question,
    status: row.status,
    ends_at: iso(row.ends_at),
    closed_at: row.closed_at ? iso(row.closed_at) : null,
    options,
    votes: options.reduce((sum, option) => sum + option.votes, 0),
    via,
  }
  return { ...poll, status: pollStatusAt(poll, Date.now()) }
}

/** One poll, read now (the admin's answers); null when there is none */
export async function pollView(id: number, client: QueryClientContract = db.connection()) {
  const row = await client.from('polls').where('id', id).first()
  return row ? view(client, row) : null
}

/**
 * The open poll, then the last closed ones: what /polls, the overlay and the live messages
 * show. Cached per change; whether the open one is past its end is decided again on every read.
 */
export async function publicPolls(): Promise<PublicPoll[]> {
  const kept = await cachedPublic('polls', 'list', async () => {
    const open = await db.from('polls').where('status', 'open').orderBy('id', 'desc')
    const closed = await db
      .from('polls')
      .where('status', 'closed')
      .orderBy('closed_at', 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT_CLOSED)
    return Promise.all([...open, ...closed].map((row) => view(db.connection(), row)))
  })
  const now = Date.now()
  return kept.map((poll) => ({ ...poll, status: pollStatusAt(poll, now) }))
}

/** The viewer's own votes on the polls shown (private: asked for apart) */
export async function ownVotes(userId: number, pollIds: number[]): Promise<OwnVote[]> {
  if (pollIds.length === 0) return []
  const rows = await db
    .from('poll_votes')
    .where('user_id', userId)
    .whereIn('poll_id', pollIds)
    .select('poll_id', 'option')
  return rows.map((row) => ({ poll_id: Number(row.poll_id), option: Number(row.option) }))
}
