/**
 * Chat points: what a viewer earns per window of chat activity.
 */

export const POINTS = { perWindow: 6, windowMinutes: 10 } as const

/** The bot's answers to `!points` in Kick chat */
export const POINTS_REPLY = (username: string, balance: number) =>
  `@${username} you have ${balance.toLocaleString('en-US')} points`
export const POINTS_REPLY_NOT_LINKED = (username: string) =>
  `@${username} link your Kick account on the site to earn points`

/** One chat accrual in the admin's history: the ledger entry and the window it paid */
export type AccrualEntry = {
  transaction_id: number
  points: number
  balance_after: number
  credited_at: string
  /** null for entries from before windows were recorded */
  window_start: string | null
  window_end: string | null
}
