/**
 * Browser push (docs/product.md, "Push notifications"), shared by the server and My Account:
 * the topics a browser can subscribe to and the refusals' messages.
 */

import type { MessageKey } from './messages.js'

/**
 * go_live: the stream went live; raffle_opened: a new raffle takes entries; hunt_started: a
 * bonus hunt began (guesses open); won: the subscriber won a raffle or the hunt's guess (only
 * ever pushed to the winner)
 */
export const PUSH_TOPICS = ['go_live', 'raffle_opened', 'hunt_started', 'won'] as const

export type PushTopic = (typeof PUSH_TOPICS)[number]

export function isPushTopic(value: unknown): value is PushTopic {
  return PUSH_TOPICS.includes(value as PushTopic)
}

/** Each topic's toggle on My Account */
export const PUSH_TOPIC_LABELS: Record<PushTopic, MessageKey> = {
  go_live: 'push.topic_go_live',
  raffle_opened: 'push.topic_raffle_opened',
  hunt_started: 'push.topic_hunt_started',
  won: 'push.topic_won',
}

/** What My Account knows of push: the server's public key (null: not set up) and the topics of
 * each of the account's browsers, by endpoint */
export type PushSettings = {
  publicKey: string | null
  subscriptions: { endpoint: string; topics: PushTopic[] }[]
}

export const PUSH_MESSAGES = {
  notConfigured: 'push_rules.not_configured',
  endpointRefused: 'push_rules.endpoint_refused',
  endpointPrivate: 'push_rules.endpoint_private',
  notSubscribed: 'push_rules.not_subscribed',
  subscribed: 'push_rules.subscribed',
  topicsSaved: 'push_rules.topics_saved',
  unsubscribed: 'push_rules.unsubscribed',
} as const satisfies Record<string, MessageKey>
