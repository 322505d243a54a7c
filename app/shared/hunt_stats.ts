import type { MessageKey } from './messages.js'

export const HUNT_HISTORY_MESSAGES = {
  notFound: 'hunt_history.not_found',
} as const satisfies Record<string, MessageKey>

/**
 * A hunt's statistics (docs/product.md, "Hunt statistics"), computed by the database
 * (#services/hunt/hunt_stats) and shown by the hunt pages, the history and the stream overlay.
 * - profit: total won less the start balance (negative: a loss)
 * - avg_multi: the mean of the opened bonuses' multipliers (payout / bet)
 * - best and worst: the opened bonuses with the highest and lowest multiplier
 * - break_even_multi: the multiplier every bonus must average, over the whole hunt's bets, to
 *   win back the start balance (start balance / total bets)
 */
export type HuntBonusRef = { slot_name: string; bet_size: number; amount: number; multi: number }

export type HuntStats = {
  bonuses: number
  opened: number
  total_bet: number
  total_won: number
  profit: number
  avg_multi: number | null
  best: HuntBonusRef | null
  worst: HuntBonusRef | null
  break_even_multi: number | null
}

/** A finished hunt as the history lists it */
export type HuntHistoryRow = {
  id: number
  title: string
  finished_at: string | null
  starting_balance: number
  stats: HuntStats
  guess_winner: string | null
  sha256: string | null
}

/** A two-decimal multiplier with its x ("12.34x"); a dash when there is none */
export function multiText(value: number | null) {
  return value === null || !Number.isFinite(value) ? '-' : `${value.toFixed(2)}x`
}
