/**
 * Bonus hunt figures shared by the server and the hunt pages.
 */

export const BONUS_HUNT_REFRESH_MS = 10_000

/** Row multi of a hunt slot: payout / bet to 2 decimals, or a dash when payout <= 0 */
export function slotMulti(payout: number | null, betSize: number) {
  if (!payout || payout <= 0 || betSize <= 0) return '-'
  return `${(payout / betSize).toFixed(2)}x`
}

/** Summary multis are shown to one decimal with the suffix x */
export function summaryMulti(value: number) {
  return `${(Number.isFinite(value) ? value : 0).toFixed(1)}x`
}

export type HuntSummary = {
  bonusesTotal: number
  bonusesCompleted: number
  startingBalance: number
  totalWon: number
  currentX: number
  avgXRequired: number
}

/**
 * Bonus hunt figures. Current multi: total won over the bets of the opened bonuses.
 * Required multi: what the unopened bonuses must average (over their bets) to win back the
 * start balance less what was already won.
 */
export function huntSummary(
  startingBalance: number,
  slots: { betSize: number; amount: number | null }[]
): HuntSummary {
  const opened = slots.filter((s) => s.amount !== null)
  const unopened = slots.filter((s) => s.amount === null)
  const totalWon = opened.reduce((sum, s) => sum + (s.amount ?? 0), 0)
  const openedBets = opened.reduce((sum, s) => sum + s.betSize, 0)
  const unopenedBets = unopened.reduce((sum, s) => sum + s.betSize, 0)
  const remaining = Math.max(startingBalance - totalWon, 0)
  return {
    bonusesTotal: slots.length,
    bonusesCompleted: opened.length,
    startingBalance,
    totalWon,
    currentX: openedBets > 0 ? totalWon / openedBets : 0,
    avgXRequired: unopenedBets > 0 ? remaining / unopenedBets : 0,
  }
}

/** Progress bar width: completed / total as a percentage */
export function progressPercent(completed: number, total: number) {
  return total > 0 ? Math.min(100, (completed / total) * 100) : 0
}

/** Whole cents of a dollar amount (amounts have at most 2 decimals; this drops float noise) */
export function toCents(dollars: number) {
  return Math.round(dollars * 100)
}

export type RankedGuess = { id: number; amount: number; guessedAt: number }

/**
 * The winning guess: the smallest distance to the final balance, in whole cents so float
 * noise never decides; a tie goes to the guess sent first (then the lower id).
 */
export function closestGuess<T extends RankedGuess>(guesses: T[], finalBalance: number) {
  const target = toCents(finalBalance)
  let best: { guess: T; distance: number } | null = null
  for (const guess of guesses) {
    const distance = Math.abs(toCents(guess.amount) - target)
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance &&
        (guess.guessedAt < best.guess.guessedAt ||
          (guess.guessedAt === best.guess.guessedAt && guess.id < best.guess.id)))
    ) {
      best = { guess, distance }
    }
  }
  return best?.guess ?? null
}

/**
 * Guess the balance closes at the first recorded payout (the page shows every payout, so the
 * final balance could be read off it). What the hunt pages say, and the refusals.
 */
export const GUESSING_CLOSED_BY_PAYOUT = {
  reason: 'Guessing closed when the first bonus was opened.',
  guessRefused:
    'Guessing closed when the first bonus was opened: guesses can no longer be placed or changed',
  reopenRefused:
    'Guessing cannot open again: a bonus of this hunt has been opened and its payout is public',
} as const
