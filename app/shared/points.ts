/**
 * Chat points: what a viewer earns per window of chat activity.
 */

import { kickRewardLabel } from './kick_rewards.js'

export const POINTS = { perWindow: 6, windowMinutes: 10 } as const

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

/** How the points history names a ledger row (its reason, and for some its note) */
export function pointReasonLabel(reason: string, note: string | null): string {
  switch (reason) {
    case 'accrual':
      return 'Chat points'
    case 'purchase':
      return 'Shop purchase'
    case 'vault':
      return 'Vault'
    case 'admin':
      // an admin's note is theirs, not shown
      return 'Adjusted by an admin'
    case 'refund':
      return 'Refund'
    case 'slot_request':
      return note ? `Slot request: ${note}` : 'Slot request'
    case 'kick_reward':
      return kickRewardLabel(note)
    case 'hunt':
      return 'Bonus hunt: closest guess'
    default:
      return reason
  }
}

/** One row of the user's points history */
export type PointsHistoryEntry = {
  id: number
  points: number
  balance_after: number
  label: string
  created_at: string
}

/** Rows the points history shows (newest first) */
export const POINTS_HISTORY_LIMIT = 100
