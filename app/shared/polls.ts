/**
 * Polls (docs/product.md#polls): a moderator asks a question with 2 to 5 options for a set
 * time; signed-in viewers vote once, on the site or with `!vote <n>` in Kick or Twitch chat
 * (linked accounts). The results are public and live. Shared by the server and the pages.
 */
import { CHAT_PLATFORMS } from './platforms.js'
import type { MessageKey } from './messages.js'

export const POLL_LIMITS = {
  options: { min: 2, max: 5 },
  questionLength: 200,
  optionLength: 60,
  /** how long a poll stays open, in seconds */
  duration: { min: 10, max: 24 * 60 * 60 },
  /** a poll opened without a duration */
  defaultDuration: 120,
} as const

/** Where a vote came from: the site's page, or `!vote` in Kick or Twitch chat */
export const VOTE_VIAS = ['site', ...CHAT_PLATFORMS] as const
export type VoteVia = (typeof VOTE_VIAS)[number]

/** What the pages show of one poll (public: no one's name or vote) */
export type PublicPoll = {
  id: number
  question: string
  /** open: votes taken until ends_at; closed: at its end time or closed early */
  status: 'open' | 'closed'
  ends_at: string
  closed_at: string | null
  options: { label: string; votes: number }[]
  votes: number
  /** the votes by where they came from */
  via: Record<VoteVia, number>
}

/** The signed-in viewer's own vote on a poll */
export type OwnVote = { poll_id: number; option: number }

/** An option's share of the votes, in whole percent */
export const voteShare = (votes: number, total: number) =>
  total > 0 ? Math.round((votes / total) * 100) : 0

/** The status a poll shows at `now`: an open one past its end time is closed */
export const pollStatusAt = (poll: Pick<PublicPoll, 'status' | 'ends_at'>, now: number) =>
  poll.status === 'open' && Date.parse(poll.ends_at) <= now ? 'closed' : poll.status

/**
 * `!vote <n>` from chat: the option's number (from 1) as typed, NaN when it is not a whole
 * number, null for another message
 */
export function voteCommand(content: string): number | null {
  const match = /^!vote(?:\s+([\s\S]*))?$/i.exec(content.trim())
  if (!match) return null
  const typed = (match[1] ?? '').trim()
  return /^\d{1,2}$/.test(typed) ? Number(typed) : Number.NaN
}

export const POLL_MESSAGES = {
  question: 'poll_rules.question',
  options: 'poll_rules.options',
  optionsDistinct: 'poll_rules.options_distinct',
  duration: 'poll_rules.duration',
  option: 'poll_rules.option',
  /** the validators' (no count known yet) */
  optionIndex: 'poll_rules.option_index',
  notFound: 'poll_rules.not_found',
  closed: 'poll_rules.closed',
  noneOpen: 'poll_rules.none_open',
  alreadyOpen: 'poll_rules.already_open',
  alreadyVoted: 'poll_rules.already_voted',
  voted: 'poll_rules.voted',
  created: 'poll_rules.created',
  closedNow: 'poll_rules.closed_now',
} as const satisfies Record<string, MessageKey>
