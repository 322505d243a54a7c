/**
 * Tournament bracket rules shared by the server and the bracket pages: an 8-player
 * single-elimination bracket as pure functions over its slots.
 */
import type { MessageKey } from './messages.js'

export const BRACKET_CHAMPION_PRIZE = 1_500

/**
 * Tournament bracket rules (docs/product.md): 8 prelim slots (1-8), 4 semis (9-12),
 * 2 finals (13-14), the champion (15). Marking a winner sets its pair to lost and copies the
 * winner's username and slot name into the next round's slot.
 */
export type BracketSlotState = {
  id: number
  username: string | null
  slotName: string | null
  winner: boolean | null
}

export const BRACKET_ROUNDS = {
  prelim: [1, 2, 3, 4, 5, 6, 7, 8],
  semi: [9, 10, 11, 12],
  final: [13, 14],
  champion: [15],
} as const

/** The first slot id of round `round` (0: the first round) in a bracket of `size` players */
export function roundStart(size: number, round: number) {
  return 2 * size - (2 * size) / 2 ** round + 1
}

/** The champion's slot of a bracket of `size` players (15 for 8) */
export const championSlot = (size: number) => 2 * size - 1

/** The rounds of a bracket of `size` (a power of two): each round's slot ids, champion last */
export function bracketRounds(size: number): number[][] {
  const rounds: number[][] = []
  for (let round = 0, count = size; count >= 1; round++, count /= 2) {
    const start = roundStart(size, round)
    rounds.push(Array.from({ length: count }, (_, i) => start + i))
  }
  return rounds
}

/** The round (0: first) a slot is in */
export function roundOf(id: number, size: number) {
  let round = 0
  while (round < 7 && roundStart(size, round + 1) <= id) round++
  return round
}

/** The slot that plays against this one, or null for the champion slot */
export function pairedSlot(id: number, size = 8) {
  if (id < 1 || id >= championSlot(size)) return null
  // every round starts on an odd id: odd ids pair with the next, even with the previous
  return id % 2 === 1 ? id + 1 : id - 1
}

/** The next round's slot a winner of this slot moves into */
export function nextSlot(id: number, size = 8) {
  if (id < 1 || id >= championSlot(size)) return null
  const round = roundOf(id, size)
  return roundStart(size, round + 1) + Math.floor((id - roundStart(size, round)) / 2)
}

export function markWinner(slots: BracketSlotState[], id: number, size = 8): BracketSlotState[] {
  const winner = slots.find((s) => s.id === id)
  const pair = pairedSlot(id, size)
  const next = nextSlot(id, size)
  if (!winner || pair === null || next === null || !winner.username) return slots
  return slots.map((s) => {
    if (s.id === id) return { ...s, winner: true }
    if (s.id === pair) return { ...s, winner: false }
    if (s.id === next)
      return { ...s, username: winner.username, slotName: winner.slotName, winner: null }
    return s
  })
}

/** The champion panel shows once both final slots have a winner value */
export function championDecided(slots: BracketSlotState[], size = 8) {
  const final = championSlot(size) - 2
  return slots.filter((s) => s.id === final || s.id === final + 1).every((s) => s.winner !== null)
}

export function emptyBracket(size = 8): BracketSlotState[] {
  return Array.from({ length: championSlot(size) }, (_, i) => ({
    id: i + 1,
    username: null,
    slotName: null,
    winner: null,
  }))
}

/** Why the admin bracket refuses a winner (the same checks run on the server and the page) */
export const BRACKET_MESSAGES = {
  notPlayable: 'tournament_rules.not_playable',
  noPlayer: 'tournament_rules.no_player',
  noOpponent: 'tournament_rules.no_opponent',
  decided: 'tournament_rules.decided',
} as const satisfies Record<string, MessageKey>

/**
 * Why a slot cannot be marked as winner, or null when it can: it must hold a player, and
 * its match must have both players and no result yet.
 */
export function winnerRefusal(slots: BracketSlotState[], id: number, size = 8): MessageKey | null {
  const pair = pairedSlot(id, size)
  const slot = slots.find((s) => s.id === id)
  const opponent = slots.find((s) => s.id === pair)
  if (pair === null || !slot || !opponent) return BRACKET_MESSAGES.notPlayable
  if (!slot.username) return BRACKET_MESSAGES.noPlayer
  if (!opponent.username) return BRACKET_MESSAGES.noOpponent
  if (slot.winner !== null || opponent.winner !== null) return BRACKET_MESSAGES.decided
  return null
}

export type Entrant = { username: string; slotName: string | null }

/**
 * Puts the 8 entrants into the prelim slots. An entrant renamed after winning keeps their
 * results: the new name follows them into every round they already reached.
 */
export function setEntrants(slots: BracketSlotState[], entrants: Entrant[]): BracketSlotState[] {
  const byId = new Map(slots.map((s) => [s.id, { ...s }]))
  BRACKET_ROUNDS.prelim.forEach((id, index) => {
    const entrant = entrants[index]
    if (!entrant) return
    let current: number | null = id
    let reached = true
    while (current !== null && reached) {
      const slot: BracketSlotState = byId.get(current)!
      slot.username = entrant.username
      slot.slotName = entrant.slotName
      reached = slot.winner === true
      current = nextSlot(current)
    }
  })
  return slots.map((s) => byId.get(s.id)!)
}

/** Clears every result: the entrants stay in the prelims, the later rounds are emptied */
export function resetResults(slots: BracketSlotState[]): BracketSlotState[] {
  return slots.map((s) =>
    s.id <= 8 ? { ...s, winner: null } : { ...s, username: null, slotName: null, winner: null }
  )
}

/** The 15 slots of a bracket from stored rows (slot number, username, slot name, winner) */
export function bracketFromRows(
  rows: {
    slot: number
    username: string | null
    slotName: string | null
    winner: boolean | null
  }[],
  size = 8
): BracketSlotState[] {
  const bySlot = new Map(rows.map((row) => [row.slot, row]))
  return emptyBracket(size).map((empty) => {
    const row = bySlot.get(empty.id)
    return row
      ? { id: row.slot, username: row.username, slotName: row.slotName, winner: row.winner }
      : empty
  })
}
