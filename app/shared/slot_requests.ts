import { formatWhole } from './format.js'

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

export const SLOT_REQUEST_MESSAGES = {
  requested: (slot: string) => `Requested ${slot}`,
  voted: (slot: string, votes: number) => `Added your vote for ${slot} (${votes} votes)`,
  closed: 'Slot requests are closed right now',
  limit: (perUser: number) =>
    perUser === 1
      ? 'You already have an open request. Wait until it is played or rejected.'
      : `You already have ${perUser} open requests. Wait until one is played or rejected.`,
  empty: 'Please enter a slot name',
  tooLong: `The slot name can be at most ${SLOT_REQUEST_NAME_MAX} characters`,
  alreadyVoted: 'You already requested this slot',
  notEnoughPoints: (cost: number) =>
    `A request costs ${formatWhole(cost)} points, and you do not have enough`,
  notOpen: 'This request is no longer open',
  noLiveHunt: 'Start a bonus hunt before accepting requests',
  opened: 'Slot requests are open',
  closedByAdmin: 'Slot requests are closed',
  accepted: (slot: string) => `${slot} added to the hunt`,
  rejected: 'Request rejected and refunded',
  cleared: (count: number) => `Cleared ${count} request${count === 1 ? '' : 's'} (refunded)`,
} as const

/** The order of the admin queue */
export const SLOT_REQUEST_ORDERS = ['oldest', 'votes'] as const
export type SlotRequestOrder = (typeof SLOT_REQUEST_ORDERS)[number]

/** One open request as the public sees it */
export type PublicSlotRequest = {
  id: number
  slot_name: string
  requester: string
  votes: number
  requested_at: string
}

/** The public queue: whether requests are open, what one costs, the open requests oldest first */
export type PublicSlotQueue = { open: boolean; cost: number; requests: PublicSlotRequest[] }
