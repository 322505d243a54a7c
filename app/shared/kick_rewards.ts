/**
 * Points for supporting the channel on Kick: subscribing, renewing, gifting subs, sending
 * Kicks and a first follow. Paid through the ledger (reason `kick_reward`), or held for a
 * Kick account not yet linked and paid when it links.
 */
import type { MessageKey, Translate } from './messages.js'
import {
  TWITCH_REWARD_FIELDS,
  type TwitchRewardEvent,
  type TwitchRewardSettings,
} from './twitch_rewards.js'
import type { ChatPlatform } from './platforms.js'

export const KICK_REWARD_EVENTS = [
  'channel.subscription.new',
  'channel.subscription.renewal',
  'channel.subscription.gifts',
  'kicks.gifted',
  'channel.followed',
] as const
export type KickRewardEvent = (typeof KICK_REWARD_EVENTS)[number]

/**
 * The settings' field for each event; its name (`label`, as the settings and the points history
 * show it) and what its points pay for (`unit`, the settings' hint) are catalog keys
 */
export const KICK_REWARD_FIELDS = {
  'channel.subscription.new': {
    field: 'new_sub',
    label: 'labels.kick_event_new_sub',
    unit: 'admin_labels.kick_unit_new_sub',
  },
  'channel.subscription.renewal': {
    field: 'renewal',
    label: 'labels.kick_event_renewal',
    unit: 'admin_labels.kick_unit_renewal',
  },
  'channel.subscription.gifts': {
    field: 'gifted_sub',
    label: 'labels.kick_event_gifted_sub',
    unit: 'admin_labels.kick_unit_gifted_sub',
  },
  'kicks.gifted': {
    field: 'kick_unit',
    label: 'labels.kick_event_kick_unit',
    unit: 'admin_labels.kick_unit_kick_unit',
  },
  'channel.followed': {
    field: 'follow',
    label: 'labels.kick_event_follow',
    unit: 'admin_labels.kick_unit_follow',
  },
} as const satisfies Record<KickRewardEvent, { field: string; label: MessageKey; unit: MessageKey }>

/** Kick's amounts, Twitch's beside them (twitch_*), the hold and the late-event limit */
export type KickRewardSettings = TwitchRewardSettings & {
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
  twitch_new_sub: 0,
  twitch_renewal: 0,
  twitch_gifted_sub: 0,
  twitch_bits: 0,
  twitch_follow: 0,
  hold_days: 90,
  stale_minutes: 15,
}

export const KICK_REWARD_MESSAGES = {
  saved: 'kick_reward_rules.saved',
  points: 'kick_reward_rules.points',
  holdDays: 'kick_reward_rules.hold_days',
  staleMinutes: 'kick_reward_rules.stale_minutes',
} as const satisfies Record<string, MessageKey>

/**
 * How the points history names a ledger row of reason kick_reward (its note is the event):
 * 'Kick reward: Gifted subs', 'Twitch reward: Bits' (note twitch:<event>), in the reader's
 * language through `t`
 */
export function kickRewardLabel(note: string | null, t: Translate) {
  if (note?.startsWith('twitch:')) {
    const twitch = TWITCH_REWARD_FIELDS[note.slice('twitch:'.length) as TwitchRewardEvent]
    return twitch
      ? t('labels.twitch_reward_named', { event: t(twitch.label) })
      : t('labels.twitch_reward')
  }
  const entry = note ? KICK_REWARD_FIELDS[note as KickRewardEvent] : undefined
  return entry ? t('labels.kick_reward_named', { event: t(entry.label) }) : t('labels.kick_reward')
}

export const SUBSCRIBERS_ONLY_REFUSED = 'errors.subscribers_only' satisfies MessageKey

/** A reward held for a Kick account not linked yet, as the admin page lists it */
export type HeldCreditView = {
  id: number
  /** the platform of the account it waits for */
  platform: ChatPlatform
  kick_user_id: string | null
  kick_username: string | null
  points: number
  reason: string
  note: string | null
  created_at: string
  expires_at: string
}
