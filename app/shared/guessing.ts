/**
 * Guess the balance beyond the closest guess: the places a hunt pays (top N, a points prize
 * each), the chat command `!gtb <amount>` and the guessing season's closeness points. Shared
 * by the server (which settles and ranks) and the pages (which show places and the board).
 */
import { toCents, type RankedGuess } from './hunt.js'

/** At most this many places are paid, each at most GUESS_PRIZE_MAX points */
export const GUESS_PLACES_MAX = 10
export const GUESS_PRIZE_MAX = 10_000_000

/**
 * The places' points as the admin typed them, checked as the API checks `prizes` (1 to
 * GUESS_PLACES_MAX places, each a whole number of points from 0 to GUESS_PRIZE_MAX; an empty
 * field is a place without points), or null when one is not
 */
export function typedPrizes(fields: readonly string[]): number[] | null {
  if (fields.length < 1 || fields.length > GUESS_PLACES_MAX) return null
  const prizes = fields.map((field) => (field.trim() === '' ? 0 : Number(field.trim())))
  const valid = prizes.every((p) => Number.isInteger(p) && p >= 0 && p <= GUESS_PRIZE_MAX)
  return valid ? prizes : null
}

/**
 * The guesses in order of closeness to the final balance: the smallest distance in whole
 * cents first, a tie to the guess sent first (then the lower id), as closestGuess decides
 */
export function rankGuesses<T extends RankedGuess>(guesses: readonly T[], finalBalance: number) {
  const target = toCents(finalBalance)
  const distance = (g: T) => Math.abs(toCents(g.amount) - target)
  return [...guesses].sort(
    (a, b) => distance(a) - distance(b) || a.guessedAt - b.guessedAt || a.id - b.id
  )
}

/**
 * The points of each paid place: the hunt's list, else one place paying `guessPrize` (null or
 * 0: a place without points), so a hunt set up before places existed pays as it always did
 */
export function guessPrizes(stored: string | null, guessPrize: number | null): number[] {
  if (stored) {
    const parsed = JSON.parse(stored) as unknown
    if (Array.isArray(parsed) && parsed.length > 0) return parsed.map((p) => Number(p) || 0)
  }
  return [guessPrize ?? 0]
}

/**
 * `!gtb <amount>` from chat: the amount in dollars (a leading $ and thousands commas are
 * allowed, at most 2 decimals), NaN for a malformed amount, null for another message
 */
export function gtbCommand(content: string): number | null {
  const match = /^!gtb(?:\s+([\s\S]*))?$/i.exec(content.trim())
  if (!match) return null
  const text = (match[1] ?? '').trim().replace(/^\$/, '').replace(/,/g, '')
  return /^\d{1,12}(?:\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN
}

/**
 * The season's closeness points of one guess (computed in SQL by the board, stated here for
 * the page): 100 for the exact balance, 100 × (1 − |guess − final| / final) rounded, never
 * below 0; a hunt that finished at 0 gives 100 to a guess of 0 and 0 to any other
 */
export const SEASON_POINTS_RULE = 'round(max(0, 100 × (1 − |guess − final| / final)))'

/** How many guessers the season board lists */
export const SEASON_BOARD_SIZE = 50
