/**
 * Bonus hunt figures shared by the server and the hunt pages.
 */
import type { MessageKey } from './messages.js'

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
  reason: 'hunt_rules.closed_by_payout_reason',
  guessRefused: 'hunt_rules.closed_by_payout_guess_refused',
  reopenRefused: 'hunt_rules.closed_by_payout_reopen_refused',
} as const satisfies Record<string, MessageKey>

/**
 * Guesses stay secret while the hunt runs: its public data (page, JSON answers, live messages,
 * overlays) shows only how many guessed and whether guessing is open. The list (names and
 * amounts) is public once the hunt finished. Closing guessing is final once anyone guessed,
 * so nobody can guess after seeing others.
 */
export function guessesPublic(status: string) {
  return status === 'finished'
}

export const GUESSING_FINAL = {
  reopenRefused: 'hunt_rules.guessing_final_reopen_refused',
} as const satisfies Record<string, MessageKey>

/**
 * What a short list of the hunt's bonuses (the hunt overlay, the hunt page on a phone) shows
 * while the hunt runs, so the bonus that matters is always on screen:
 * - collecting (no payout yet): the latest added, newest last; a bonus added in the last
 *   HUNT_NEW_SECONDS is marked new
 * - opening (some payouts, some not): the one being opened (the first unopened) and the next
 * - otherwise (finished, or every bonus opened): from the first
 * The focus window comes first; the other bonuses follow in pages of `rows`, which the list
 * shows in turn on a timer (HUNT_PAGE_MS), back to the focus after the last page.
 */
export const HUNT_NEW_SECONDS = 60
export const HUNT_PAGE_MS = 8_000

export type HuntListPhase = 'collecting' | 'opening' | 'done'

type ListedSlot = { id: number; amount: number | null; added_at?: string }

export function huntListPhase(slots: readonly ListedSlot[]): HuntListPhase {
  const opened = slots.filter((s) => s.amount !== null).length
  if (opened === 0 && slots.length > 0) return 'collecting'
  if (opened < slots.length) return 'opening'
  return 'done'
}

export function huntListPages<S extends ListedSlot>(
  slots: readonly S[],
  rows: number,
  live: boolean
): { phase: HuntListPhase; pages: S[][]; currentId: number | null } {
  const size = Math.max(1, rows)
  const phase = live ? huntListPhase(slots) : 'done'
  if (slots.length <= size) {
    const current = phase === 'opening' ? (slots.find((s) => s.amount === null) ?? null) : null
    return { phase, pages: [slots.slice()], currentId: current?.id ?? null }
  }
  let start = 0
  let currentId: number | null = null
  if (phase === 'collecting') start = slots.length - size
  if (phase === 'opening') {
    const index = slots.findIndex((s) => s.amount === null)
    currentId = slots[index].id
    start = Math.min(index, slots.length - size)
  }
  const focus = slots.slice(start, start + size)
  const rest = [...slots.slice(0, start), ...slots.slice(start + size)]
  const pages = [focus]
  for (let i = 0; i < rest.length; i += size) pages.push(rest.slice(i, i + size))
  return { phase, pages, currentId }
}

/** Whether a bonus was added in the last HUNT_NEW_SECONDS (at `now`) */
export function isNewBonus(addedAt: string | undefined, now: number) {
  if (!addedAt) return false
  const at = Date.parse(addedAt)
  return Number.isFinite(at) && now - at < HUNT_NEW_SECONDS * 1000
}
