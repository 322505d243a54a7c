/**
 * Points for supporting the channel on Twitch, beside Kick's (app/shared/kick_rewards.ts):
 * a new sub, a resub message, gifted subs (to the gifter), bits (per 100) and a first
 * follow. Paid through the ledger (reason kick_reward, the note `twitch:<event>`), or held
 * for a Twitch account not yet linked and paid when it links.
 */
import type { MessageKey } from './messages.js'

export const TWITCH_REWARD_EVENTS = [
  'channel.subscribe',
  'channel.subscription.message',
  'channel.subscription.gift',
  'channel.cheer',
  'channel.follow',
] as const
export type TwitchRewardEvent = (typeof TWITCH_REWARD_EVENTS)[number]

/** The settings' field for each event, its name and what its points pay for (catalog keys) */
export const TWITCH_REWARD_FIELDS = {
  'channel.subscribe': {
    field: 'twitch_new_sub',
    label: 'labels.kick_event_new_sub',
    unit: 'admin_labels.kick_unit_new_sub',
  },
  'channel.subscription.message': {
    field: 'twitch_renewal',
    label: 'labels.twitch_event_resub',
    unit: 'admin_labels.twitch_unit_resub',
  },
  'channel.subscription.gift': {
    field: 'twitch_gifted_sub',
    label: 'labels.kick_event_gifted_sub',
    unit: 'admin_labels.kick_unit_gifted_sub',
  },
  'channel.cheer': {
    field: 'twitch_bits',
    label: 'labels.twitch_event_bits',
    unit: 'admin_labels.twitch_unit_bits',
  },
  'channel.follow': {
    field: 'twitch_follow',
    label: 'labels.kick_event_follow',
    unit: 'admin_labels.kick_unit_follow',
  },
} as const satisfies Record<
  TwitchRewardEvent,
  { field: string; label: MessageKey; unit: MessageKey }
>

export type TwitchRewardField = (typeof TWITCH_REWARD_FIELDS)[TwitchRewardEvent]['field']
export type TwitchRewardSettings = Record<TwitchRewardField, number>
