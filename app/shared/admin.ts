/**
 * Admin area constants shared by the server (validators, landing cards) and the admin pages.
 * Pure data: no runtime imports, safe for both bundles. Texts are catalog keys (admin_labels).
 */
import type { MessageKey, MessageValues } from './messages.js'

/** Upper bounds of admin inputs: generous, but a typo cannot put a billion in the vault */
export const ADMIN_LIMITS = {
  maxPointAdjustment: 10_000_000,
  reasonMax: 200,
  productNameMax: 120,
  productDescriptionMax: 2000,
  maxPrice: 100_000_000,
  maxStock: 1_000_000,
  maxVaultValue: 100_000_000,
  maxStreams: 100_000,
} as const

export const AUDIT_PAGE_SIZE = 25

/** Pending redemptions shown at once (oldest first, so nothing waits forever unseen) */
export const REDEMPTION_QUEUE_LIMIT = 100

/** Shown on the admin landing (and in the webhook's refusal) until chat can earn points */
export const KICK_WEBHOOKS_NOT_CONFIGURED =
  'admin_labels.kick_webhooks_not_configured' satisfies MessageKey

/** The admin landing's toast when a card's page is not served by this server */
export const ADMIN_CARD_UNAVAILABLE = 'admin_labels.card_unavailable' satisfies MessageKey

/** The admin landing warns when the stream is live and no chat event came for this long */
export const CHAT_SILENCE_MINUTES = 10

/** Kick's webhook health on the admin landing (times are ISO 8601 UTC) */
export type KickHealth = {
  live: boolean
  live_since: string | null
  last_webhook_at: string | null
  last_chat_at: string | null
  chat_silent: boolean
  /** the last EventSub subscription Twitch revoked (type: reason) and when; null on Kick */
  revocation: string | null
  revoked_at: string | null
  /** how far behind Kick's events are: now minus the newest event's created_at (null: none yet) */
  delay_seconds: number | null
}

/** Kick's delay as the admin landing words it: a catalog key and its values, `t(...kickDelay(s))` */
export function kickDelay(seconds: number | null): [MessageKey, MessageValues?] {
  if (seconds === null) return ['admin_labels.kick_delay_none']
  if (seconds < 60) return ['admin_labels.kick_delay_seconds', { seconds }]
  const minutes = Math.floor(seconds / 60)
  return minutes < 60
    ? ['admin_labels.kick_delay_minutes', { minutes, seconds: seconds % 60 }]
    : ['admin_labels.kick_delay_hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }]
}
