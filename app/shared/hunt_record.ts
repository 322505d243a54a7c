/**
 * The order of a finished hunt's guesses in its frozen record (#services/hunt/hunt_record) and
 * on its page: closest to the final balance first, in whole cents; a tie goes to the guess sent
 * first, then the lower id. The first is the closest guess.
 */
import { toCents } from './hunt.js'

export function closestFirst<G extends { id: number; amount: number; guessedAt: number }>(
  guesses: readonly G[],
  finalBalance: number
) {
  const target = toCents(finalBalance)
  return [...guesses].sort(
    (a, b) =>
      Math.abs(toCents(a.amount) - target) - Math.abs(toCents(b.amount) - target) ||
      a.guessedAt - b.guessedAt ||
      a.id - b.id
  )
}
