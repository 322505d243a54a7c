import type { MessageKey, MessageValues } from './messages.js'
import { CHAT_PLATFORMS } from './platforms.js'

/**
 * Slot requests: viewers ask for the slots the streamer plays (the hunt page or `!sr <slot>`
 * in Kick chat). Names are normalised (trimmed, spaces collapsed) and compared without case,
 * so a second request for the same slot is a vote on the first.
 */

export const SLOT_REQUEST_NAME_MAX = 60

/** The name as shown: trimmed, runs of spaces made one */
export function normaliseSlotName(raw: string) {
  return raw.trim().replace(/\s+/g, ' ')
}

/** What two requests for the same slot share */
export function slotKey(raw: string) {
  return normaliseSlotName(raw).toLowerCase()
}

export const SLOT_REQUEST_DEFAULTS = { cost: 0, perUser: 1 } as const

/**
 * What slot requests answer and refuse: catalog keys (resources/lang/<locale>/slot_rules.json).
 * `requested` and `accepted` take `{ slot }`, `voted` `{ slot, votes }`, `limit` `{ perUser }`,
 * `notEnoughPoints` `{ cost }`, `cleared` `{ count }`, `tooLong` `{ max }`.
 */
export const SLOT_REQUEST_MESSAGES = {
  requested: 'slot_rules.requested',
  voted: 'slot_rules.voted',
  closed: 'slot_rules.closed',
  limit: 'slot_rules.limit',
  empty: 'slot_rules.empty',
  tooLong: 'slot_rules.too_long',
  alreadyVoted: 'slot_rules.already_voted',
  notEnoughPoints: 'slot_rules.not_enough_points',
  notOpen: 'slot_rules.not_open',
  noLiveHunt: 'slot_rules.no_live_hunt',
  opened: 'slot_rules.opened',
  closedByAdmin: 'slot_rules.closed_by_admin',
  accepted: 'slot_rules.accepted',
  rejected: 'slot_rules.rejected',
  cleared: 'slot_rules.cleared',
} as const satisfies Record<string, MessageKey>

/** A message with its values, translated where it is answered (the request's, the bot's) */
export type SlotRequestMessage = { key: MessageKey; values?: MessageValues }

/** `tooLong` with its limit, written as the English text always showed it */
export const SLOT_NAME_TOO_LONG = {
  key: SLOT_REQUEST_MESSAGES.tooLong,
  values: { max: String(SLOT_REQUEST_NAME_MAX) },
} satisfies SlotRequestMessage

/** The order of the admin queue */
export const SLOT_REQUEST_ORDERS = ['oldest', 'votes'] as const
export type SlotRequestOrder = (typeof SLOT_REQUEST_ORDERS)[number]

/** One open request as the public sees it */
/** Where a request (its first vote) came from: the site's form, or `!sr` in a platform's chat */
export const REQUEST_VIAS = ['site', ...CHAT_PLATFORMS] as const
export type RequestVia = (typeof REQUEST_VIAS)[number]

export type PublicSlotRequest = {
  id: number
  slot_name: string
  requester: string
  /** where the first requester asked: the site, or a platform's chat (a badge names it) */
  via: RequestVia
  votes: number
  requested_at: string
}

/** The public queue: whether requests are open, what one costs, the open requests oldest first */
export type PublicSlotQueue = { open: boolean; cost: number; requests: PublicSlotRequest[] }
