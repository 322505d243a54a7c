/**
 * Points for supporting the channel on Kick: subscribing, renewing, gifting subs, sending
 * Kicks and a first follow. Paid through the ledger (reason `kick_reward`), or held for a
 * Kick account not yet linked and paid when it links.
 */
import type { MessageKey } from './messages.js'

export const KICK_REWARD_EVENTS = [
  'channel.subscription.new',
  'channel.subscription.renewal',
  'channel.subscription.gifts',
  'kicks.gifted',
  'channel.followed',
] as const
export type KickRewardEvent = (typeof KICK_REWARD_EVENTS)[number]

/** The settings' field for each event, and how the points history names it */
export const KICK_REWARD_FIELDS = {
  'channel.subscription.new': { field: 'new_sub', label: 'New subscription', unit: 'a new sub' },
  'channel.subscription.renewal': {
    field: 'renewal',
    label: 'Subscription renewal',
    unit: 'a renewal',
  },
  'channel.subscription.gifts': {
    field: 'gifted_sub',
    label: 'Gifted subs',
    unit: 'each gifted sub (to the gifter)',
  },
  'kicks.gifted': { field: 'kick_unit', label: 'Kicks sent', unit: 'each Kick sent' },
  'channel.followed': {
    field: 'follow',
    label: 'First follow',
    unit: 'a first follow (once per account)',
  },
} as const satisfies Record<KickRewardEvent, { field: string; label: string; unit: string }>

export type KickRewardSettings = {
  new_sub: number
  renewal: number
  gifted_sub: number
  kick_unit: number
  follow: number
  hold_days: number
  stale_minutes: number
}

export const KICK_REWARD_DEFAULTS: KickRewardSettings = {
  new_sub: 0,
  renewal: 0,
  gifted_sub: 0,
  kick_unit: 0,
  follow: 0,
  hold_days: 90,
  stale_minutes: 15,
}

export const KICK_REWARD_MESSAGES = {
  saved: 'kick_reward_rules.saved',
  points: 'kick_reward_rules.points',
  holdDays: 'kick_reward_rules.hold_days',
  staleMinutes: 'kick_reward_rules.stale_minutes',
} as const satisfies Record<string, MessageKey>

/** How the points history names a ledger row of reason kick_reward (its note is the event) */
export function kickRewardLabel(note: string | null) {
  const entry = note ? KICK_REWARD_FIELDS[note as KickRewardEvent] : undefined
  return entry ? `Kick reward: ${entry.label}` : 'Kick reward'
}

export const SUBSCRIBERS_ONLY_REFUSED = 'errors.subscribers_only' satisfies MessageKey

/** A reward held for a Kick account not linked yet, as the admin page lists it */
export type HeldCreditView = {
  id: number
  kick_user_id: string | null
  kick_username: string | null
  points: number
  reason: string
  note: string | null
  created_at: string
  expires_at: string
}
