/**
 * Viewer tournaments: the limits, the messages and the seeding, shared by the server (which
 * seeds) and the pages (which show the bracket and recompute the seeding in the browser). The
 * seeding is a raffle draw (#shared/raffles drawRaffle) in which every entry holds one ticket
 * and every entry is drawn: the k-th entry drawn is seed k + 1. Seeds take their standard
 * places (seedPositions), so the byes of a short field go to the top seeds.
 */
import type { MessageKey } from './messages.js'
import { markWinner, nextSlot, type BracketSlotState } from './tournament.js'
import type { RaffleRecord } from './raffles.js'
import { drawProcedure } from './draw_procedure.js'

export const TOURNAMENT_LIMITS = {
  nameLength: 120,
  players: { min: 4, max: 64 },
  keywordLength: 40,
  prizePoints: { max: 10_000_000 },
  /** fewest players a bracket is drawn for */
  minField: 2,
} as const

export type TournamentStatus = 'signup' | 'closed' | 'running' | 'finished' | 'cancelled'

/** Catalog keys of the viewer tournaments' answers and refusals (tournament_rules area) */
export const VIEWER_TOURNAMENT_MESSAGES = {
  created: 'tournament_rules.created',
  joined: 'tournament_rules.joined',
  closed: 'tournament_rules.signup_closed',
  seeded: 'tournament_rules.seeded',
  cancelled: 'tournament_rules.cancelled',
  payoutSaved: 'tournament_rules.payout_saved',
  notFound: 'tournament_rules.not_found',
  notSignup: 'tournament_rules.not_signup',
  full: 'tournament_rules.full',
  alreadyJoined: 'tournament_rules.already_joined',
  notClosed: 'tournament_rules.not_closed',
  notRunning: 'tournament_rules.not_running',
  tooFew: 'tournament_rules.too_few',
  beaconPending: 'tournament_rules.beacon_pending',
  inputName: 'tournament_rules.input_name',
  inputPlayers: 'tournament_rules.input_players',
  inputKeyword: 'tournament_rules.input_keyword',
  inputPrizePoints: 'tournament_rules.input_prize_points',
  inputPayout: 'tournament_rules.input_payout',
} as const satisfies Record<string, MessageKey>

/** The bracket size for a field: the smallest power of two holding every player (at least 2) */
export function bracketSizeFor(players: number) {
  let size = 2
  while (size < players) size *= 2
  return size
}

/**
 * The seed at each first-round position of a bracket of `size`: 1 plays `size`, and the two
 * halves meet only in the final ([1, 8, 4, 5, 2, 7, 3, 6] for 8)
 */
export function seedPositions(size: number): number[] {
  let seeds = [1]
  while (seeds.length < size) {
    const next = seeds.length * 2 + 1
    seeds = seeds.flatMap((seed) => [seed, next - seed])
  }
  return seeds
}

export type SeededPlayer = { username: string; userId: number | null }

/**
 * The bracket of a drawn field: `seeded` in seed order (seed 1 first), placed by
 * seedPositions; a position whose seed is past the field is a bye (no player, lost) and its
 * opponent moves on at once. Answers the slots and the bracket size.
 */
export function seededBracket(seeded: readonly SeededPlayer[]) {
  const size = bracketSizeFor(seeded.length)
  let slots: (BracketSlotState & { userId: number | null })[] = Array.from(
    { length: 2 * size - 1 },
    (_, i) => ({ id: i + 1, username: null, slotName: null, winner: null, userId: null })
  )
  seedPositions(size).forEach((seed, position) => {
    const player = seeded[seed - 1]
    slots[position] = player
      ? { ...slots[position], username: player.username, userId: player.userId }
      : { ...slots[position], winner: false }
  })
  for (let id = 1; id <= size; id += 2) {
    const [a, b] = [slots[id - 1], slots[id]]
    const bye = a.username === null ? a : b.username === null ? b : null
    if (!bye) continue
    const player = bye === a ? b : a
    const next = nextSlot(player.id, size)!
    const moved = markWinner(slots, player.id, size)
    slots = moved.map((s, i) => ({
      ...s,
      userId: s.id === next ? player.userId : slots[i].userId,
      winner: s.id === bye.id ? false : s.winner,
    }))
  }
  return { size, slots }
}

/** The seeding's procedure as the record and the check panel state it */
export const TOURNAMENT_SEEDING_PROCEDURE = [
  ...drawProcedure('tournament'),
  'Every entry holds one ticket and every entry is drawn: the k-th entry drawn is seed k + 1; seeds take the standard bracket positions (1 v N, the halves meet in the final), a missing seed is a bye and its opponent moves on',
]
  .join('. ')
  .concat('.')

/** What GET /api/tournaments/:id answers: the bracket and the seeding's public record */
export type TournamentRecord = {
  tournament: {
    id: number
    name: string
    status: TournamentStatus
    by_hand: boolean
    max_players: number
    bracket_size: number | null
    keyword: string | null
    prize: number
    prize_points: number | null
    players: number
    champion: string | null
    created_at: string | null
    closed_at: string | null
    seeded_at: string | null
    finished_at: string | null
  }
  entries: { username: string }[]
  slots: (BracketSlotState & { bet: number | null; payout: number | null })[]
  /** the seeding draw in a raffle record's shape (winners: the seeds in order), null by hand */
  seeding: RaffleRecord | null
  procedure: string
}
