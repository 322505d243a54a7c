import vine from '@vinejs/vine'
import { CatalogMessages } from '#infra/i18n/catalog_messages'
import type { MessageKey } from '#shared/messages'
import {
  SLOT_NAME_TOO_LONG,
  SLOT_REQUEST_MESSAGES as M,
  SLOT_REQUEST_ORDERS,
} from '#shared/slot_requests'
import { HUNT_INPUT_MESSAGES } from '#validators/bonus_hunt'

/**
 * Slot requests. The name's rules (normalised, not empty, at most SLOT_REQUEST_NAME_MAX) are
 * checked by the service, because `!sr` in chat comes without a request; here only its type
 * and an outer bound.
 */
export const SLOT_REQUEST_INPUT_MESSAGES = {
  cost: 'slot_rules.input_cost',
  perUser: 'slot_rules.input_per_user',
  open: 'slot_rules.input_open',
} as const satisfies Record<string, MessageKey>

export const slotRequestValidator = vine.create({ slot: vine.string().maxLength(1000) })
slotRequestValidator.messagesProvider = new CatalogMessages({
  'slot.required': M.empty,
  'slot.string': M.empty,
  'slot.maxLength': SLOT_NAME_TOO_LONG,
})

/** POST /api/admin/slot-requests/open: { open, cost = 0, per_user = 1 } */
export const slotRequestsOpenValidator = vine.create({
  open: vine.boolean({ strict: true }),
  cost: vine.number({ strict: true }).withoutDecimals().min(0).max(1_000_000).optional(),
  per_user: vine.number({ strict: true }).withoutDecimals().min(1).max(20).optional(),
})
slotRequestsOpenValidator.messagesProvider = new CatalogMessages({
  'open.required': SLOT_REQUEST_INPUT_MESSAGES.open,
  'open.boolean': SLOT_REQUEST_INPUT_MESSAGES.open,
  'cost.number': SLOT_REQUEST_INPUT_MESSAGES.cost,
  'cost.withoutDecimals': SLOT_REQUEST_INPUT_MESSAGES.cost,
  'cost.min': SLOT_REQUEST_INPUT_MESSAGES.cost,
  'cost.max': SLOT_REQUEST_INPUT_MESSAGES.cost,
  'per_user.number': SLOT_REQUEST_INPUT_MESSAGES.perUser,
  'per_user.withoutDecimals': SLOT_REQUEST_INPUT_MESSAGES.perUser,
  'per_user.min': SLOT_REQUEST_INPUT_MESSAGES.perUser,
  'per_user.max': SLOT_REQUEST_INPUT_MESSAGES.perUser,
})

/** POST /api/admin/slot-requests/:id/accept: the bet the slot joins the hunt with */
export const slotRequestAcceptValidator = vine.create({
  bet_size: vine.number().positive().max(1_000_000_000).decimal([0, 2]),
})
slotRequestAcceptValidator.messagesProvider = new CatalogMessages({
  'bet_size.required': HUNT_INPUT_MESSAGES.betSize,
  'bet_size.number': HUNT_INPUT_MESSAGES.betSize,
  'bet_size.positive': HUNT_INPUT_MESSAGES.betSize,
  'bet_size.max': HUNT_INPUT_MESSAGES.betSize,
  'decimal': HUNT_INPUT_MESSAGES.cents,
})

/** /admin/slot-requests?order=oldest|votes */
export const slotRequestQueueValidator = vine.create({
  order: vine.enum(SLOT_REQUEST_ORDERS).optional(),
})
