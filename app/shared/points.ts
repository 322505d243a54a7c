/**
 * Chat points: what a viewer earns per window of chat activity.
 */

import { kickRewardLabel } from './kick_rewards.js'
import type { Translate } from './messages.js'
import type { ChatPlatform } from './platforms.js'

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

/**
 * How the points history names a ledger row (its reason, and for some its note), in the
 * reader's language through `t`
 */
export function pointReasonLabel(reason: string, note: string | null, t: Translate): string {
  switch (reason) {
    case 'accrual':
      return t('labels.point_reason_accrual')
    case 'purchase':
      return t('labels.point_reason_purchase')
    case 'vault':
      return t('labels.point_reason_vault')
    case 'admin':
      // an admin's note is theirs, not shown
      return t('labels.point_reason_admin')
    case 'refund':
      return t('labels.point_reason_refund')
    case 'slot_request':
      return note
        ? t('labels.point_reason_slot_request_named', { slot: note })
        : t('labels.point_reason_slot_request')
    case 'kick_reward':
      return kickRewardLabel(note, t)
    case 'hunt':
      return t('labels.point_reason_hunt')
    case 'tournament':
      return t('labels.point_reason_tournament')
    case 'prediction':
      return note
        ? t('labels.point_reason_prediction_named', { question: note })
        : t('labels.point_reason_prediction')
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
  /** the chats the row was born in (chat points, a reward, a `!sr`): a badge each; [] for the site's */
  platforms: ChatPlatform[]
  created_at: string
}

/** Rows the points history shows (newest first) */
export const POINTS_HISTORY_LIMIT = 100
