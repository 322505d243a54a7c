/**
 * Raffles: the limits, the messages and the draw, shared by the server (which draws) and the
 * pages (which enter, count down and recompute a draw in the browser). The draw only uses Web
 * Crypto through #shared/vault_draw, present in browsers and in Node.
 */
import { drawProcedure } from './draw_procedure.js'
import { hmacSha256Hex, sha256Hex } from './vault_draw.js'
import type { CanonicalRedaction } from './redactions.js'
import type { MessageKey, MessageValues } from './messages.js'
import {
  checkNames,
  drawEntries,
  type CanonicalVersion,
  type EntryName,
} from './entry_commitments.js'

export const RAFFLE_LIMITS = {
  titleLength: 120,
  prizeLength: 200,
  winners: { min: 1, max: 100 },
  maxTickets: { min: 1, max: 1000 },
  ticketCost: { max: 1_000_000 },
  keywordLength: 40,
  minAccountDays: { max: 3650 },
  prizePoints: { max: 10_000_000 },
} as const

export type RaffleStatus = 'open' | 'closed' | 'drawn' | 'cancelled'
export type RafflePayoutStatus = 'pending' | 'paid' | 'void'

/**
 * What the raffles' answers and refusals say: catalog keys (resources/lang/<locale>/raffle_rules.json).
 * `entered` takes `{ tickets }`, `maxTickets` `{ max, held }`, `accountTooNew` `{ days }`.
 */
export const RAFFLE_MESSAGES = {
  created: 'raffle_rules.created',
  updated: 'raffle_rules.updated',
  entered: 'raffle_rules.entered',
  closed: 'raffle_rules.closed',
  drawn: 'raffle_rules.drawn',
  cancelled: 'raffle_rules.cancelled',
  payoutSaved: 'raffle_rules.payout_saved',
  notFound: 'raffle_rules.not_found',
  notOpen: 'raffle_rules.not_open',
  notOpenToClose: 'raffle_rules.not_open_to_close',
  notClosed: 'raffle_rules.not_closed',
  alreadyDrawn: 'raffle_rules.already_drawn',
  notCancellable: 'raffle_rules.not_cancellable',
  editAfterEntry: 'raffle_rules.edit_after_entry',
  noEntries: 'raffle_rules.no_entries',
  shortBalance: 'raffle_rules.short_balance',
  maxTickets: 'raffle_rules.max_tickets',
  accountTooNew: 'raffle_rules.account_too_new',
  kickLinkRequired: 'raffle_rules.kick_link_required',
  subscribersOnly: 'raffle_rules.subscribers_only',
  beaconPending: 'raffle_rules.beacon_pending',
  noWinner: 'raffle_rules.no_winner',
  pointsPrizePaid: 'raffle_rules.points_prize_paid',
  loginToEnter: 'raffle_rules.login_to_enter',
  alreadyChatEntered: 'raffle_rules.already_chat_entered',
} as const satisfies Record<string, MessageKey>

const limit = (max: number, min?: number): Record<string, string> =>
  min === undefined ? { max: String(max) } : { min: String(min), max: String(max) }

/**
 * The raffle form's messages (catalog keys with the limits as their values, written as the
 * English text always showed them: no digit grouping)
 */
export const RAFFLE_INPUT_MESSAGES = {
  title: { key: 'raffle_rules.input_title', values: limit(RAFFLE_LIMITS.titleLength) },
  prize: { key: 'raffle_rules.input_prize', values: limit(RAFFLE_LIMITS.prizeLength) },
  winners: {
    key: 'raffle_rules.input_winners',
    values: limit(RAFFLE_LIMITS.winners.max, RAFFLE_LIMITS.winners.min),
  },
  ticketCost: {
    key: 'raffle_rules.input_ticket_cost',
    values: limit(RAFFLE_LIMITS.ticketCost.max),
  },
  maxTickets: {
    key: 'raffle_rules.input_max_tickets',
    values: limit(RAFFLE_LIMITS.maxTickets.max, RAFFLE_LIMITS.maxTickets.min),
  },
  keyword: { key: 'raffle_rules.input_keyword', values: limit(RAFFLE_LIMITS.keywordLength) },
  endsAt: { key: 'raffle_rules.input_ends_at' },
  minAccountDays: {
    key: 'raffle_rules.input_min_account_days',
    values: limit(RAFFLE_LIMITS.minAccountDays.max),
  },
  kickLinkRequired: { key: 'raffle_rules.input_kick_link_required' },
  subscribersOnly: { key: 'raffle_rules.input_subscribers_only' },
  prizePoints: {
    key: 'raffle_rules.input_prize_points',
    values: limit(RAFFLE_LIMITS.prizePoints.max),
  },
  tickets: { key: 'raffle_rules.input_tickets' },
} as const satisfies Record<string, { key: MessageKey; values?: MessageValues }>

/** The chat keyword as compared: trimmed, case-insensitive */
export const normaliseKeyword = (text: string) => text.trim().toLowerCase()

/**
 * One entry as the draw reads it: [username, tickets], in order of each user's first entry
 * (the frozen list of version 1 itself; version 2 hashes [name_commit, tickets]:
 * #shared/entry_commitments)
 */
export type CanonicalEntry = [string, number]

/** The canonical entries text of version 1: JSON without spaces, the text entries_sha256 hashes */
export function canonicalEntries(entries: readonly CanonicalEntry[]) {
  return JSON.stringify(entries.map(([username, tickets]) => [username, tickets]))
}

export function entriesSha256(canonical: string) {
  return sha256Hex(canonical)
}

/** The HMAC message of winner k: with the beacon round's randomness, or without (beacon off) */
export function raffleDrawMessage(raffleId: number, k: number, beaconRandomness: string | null) {
  return beaconRandomness ? `${raffleId}:${k}:${beaconRandomness}` : `${raffleId}:${k}`
}

/** `entry`: the winner's index in the canonical entries */
export type RaffleDrawnWinner = { username: string; ticket: number; k: number; entry: number }

/**
 * The draw, without replacement: for k = 0, 1, ... (up to `winners`, or until the pool is
 * empty), r = HMAC-SHA256(key = the seed's hex text as UTF-8, message k) as a big-endian
 * integer mod the tickets left (#shared/draw_procedure);
 * the entries in canonical order cover consecutive ticket ranges; the entry whose range holds
 * r wins and leaves the pool.
 */
export async function drawRaffle(
  seed: string,
  raffleId: number,
  beaconRandomness: string | null,
  entries: readonly CanonicalEntry[],
  winners: number
): Promise<RaffleDrawnWinner[]> {
  const pool = entries.map(([username, tickets], entry) => ({ username, tickets, entry }))
  const drawn: RaffleDrawnWinner[] = []
  for (let k = 0; k < winners && pool.length > 0; k++) {
    const total = pool.reduce((sum, e) => sum + e.tickets, 0)
    const digest = await hmacSha256Hex(seed, raffleDrawMessage(raffleId, k, beaconRandomness))
    const ticket = Number(BigInt(`0x${digest}`) % BigInt(total))
    let start = 0
    const index = pool.findIndex((entry) => {
      const holds = ticket < start + entry.tickets
      start += entry.tickets
      return holds
    })
    drawn.push({ username: pool[index].username, ticket, k, entry: pool[index].entry })
    pool.splice(index, 1)
  }
  return drawn
}

/** The raffle draw's procedure, as the public record states it (#shared/draw_procedure) */
export const RAFFLE_DRAW_PROCEDURE = [
  ...drawProcedure('raffle'),
  'The entries cover consecutive ticket ranges in order; the entry holding the ticket wins and leaves the pool; the seed must hash (SHA-256) to seed_hash',
]
  .join('. ')
  .concat('.')

/** What GET /api/raffles/:id answers: the public record a visitor checks */
export type RaffleRecord = {
  raffle: {
    id: number
    title: string
    prize: string
    status: RaffleStatus
    winners: number
    closed_at: string | null
    drawn_at: string | null
  }
  /** the text entries_sha256 hashes (its format: canonical_version, #shared/entry_commitments) */
  canonical: string | null
  canonical_version: CanonicalVersion
  /** version 2: each entry's [username, salt], [deleted-user label, null] once redacted */
  names: EntryName[] | null
  entries_sha256: string | null
  /** entrants' names redacted after the close (#shared/redactions) */
  redactions?: CanonicalRedaction[]
  seed_hash: string
  seed: string | null
  beacon: { round: number; randomness: string; signature: string; chain_hash: string } | null
  winners: { username: string; ticket: number }[]
}

export type RaffleCheck = {
  seedMatches: boolean
  /** the list hashes to entries_sha256 (and, version 2, every published name matches its commit) */
  entriesMatch: boolean
  winners: RaffleDrawnWinner[]
  /** the recomputed winners and tickets equal the published ones */
  matches: boolean
}

/** Redoes a drawn raffle from its public record; null while there is nothing to check */
export async function checkRaffleRecord(record: RaffleRecord): Promise<RaffleCheck | null> {
  if (!record.seed || record.canonical === null || record.entries_sha256 === null) return null
  const entries = drawEntries(record)
  const digestMatches = (await sha256Hex(record.canonical)) === record.entries_sha256
  const names =
    record.canonical_version === 2
      ? await checkNames(
          (JSON.parse(record.canonical) as [string, number][]).map(([commit]) => commit),
          record.names
        )
      : null
  const winners = await drawRaffle(
    record.seed,
    record.raffle.id,
    record.beacon?.randomness ?? null,
    entries,
    record.raffle.winners
  )
  return {
    seedMatches: (await sha256Hex(record.seed)) === record.seed_hash,
    entriesMatch: digestMatches && (names === null || names.mismatched.length === 0),
    winners,
    matches:
      winners.length === record.winners.length &&
      winners.every(
        (w, i) => w.username === record.winners[i].username && w.ticket === record.winners[i].ticket
      ),
  }
}
