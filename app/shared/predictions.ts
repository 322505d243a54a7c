/**
 * Predictions with points (docs/product.md#predictions): a moderator asks a question with 2 to
 * 10 outcomes and a lock time; signed-in viewers stake points on one outcome until the lock; at
 * the end the pool is shared among the winners in proportion to their stakes, or everyone is
 * refunded. Shared by the server and the pages.
 */
import type { MessageKey } from './messages.js'

export const PREDICTION_LIMITS = {
  outcomes: { min: 2, max: 10 },
  questionLength: 200,
  outcomeLength: 60,
  /** points one person may have on a prediction, in total (the moderator picks within) */
  stake: { min: 1, max: 1_000_000 },
  defaultStake: { min: 10, max: 10_000 },
  /** how far ahead a lock may be set */
  lockMaxMinutes: 7 * 24 * 60,
} as const

export const PREDICTION_STATUSES = ['open', 'resolved', 'cancelled'] as const
export type PredictionStatus = (typeof PREDICTION_STATUSES)[number]

/** What the pages show of one prediction (public: no one's name or stake) */
export type PublicPrediction = {
  id: number
  question: string
  /** open: stakes taken until locks_at; locked: open past its lock time */
  status: PredictionStatus | 'locked'
  locks_at: string
  min_stake: number
  max_stake: number
  pool: number
  outcomes: { label: string; points: number; people: number }[]
  winning_outcome: number | null
  settled_at: string | null
}

/** The signed-in viewer's own stake on a prediction */
export type OwnStake = {
  prediction_id: number
  outcome: number
  amount: number
  payout: number | null
}

/** The ledger reference of a stake, a payout and a refund */
export const PREDICTION_REFERENCE = 'prediction'

export const PREDICTION_MESSAGES = {
  question: 'prediction_rules.question',
  outcomes: 'prediction_rules.outcomes',
  outcome: 'prediction_rules.outcome',
  /** the validators' (no count known yet) */
  outcomeIndex: 'prediction_rules.outcome_index',
  locksAt: 'prediction_rules.locks_at',
  stakeLimits: 'prediction_rules.stake_limits',
  amount: 'prediction_rules.amount',
  notFound: 'prediction_rules.not_found',
  locked: 'prediction_rules.locked',
  settled: 'prediction_rules.settled',
  otherOutcome: 'prediction_rules.other_outcome',
  belowMin: 'prediction_rules.below_min',
  aboveMax: 'prediction_rules.above_max',
  insufficient: 'prediction_rules.insufficient',
  staked: 'prediction_rules.staked',
  created: 'prediction_rules.created',
  lockedNow: 'prediction_rules.locked_now',
  resolved: 'prediction_rules.resolved',
  cancelled: 'prediction_rules.cancelled',
} as const satisfies Record<string, MessageKey>
