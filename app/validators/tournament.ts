import vine from '@vinejs/vine'
import { CatalogMessages } from '#infra/i18n/catalog_messages'
import type { MessageKey } from '#shared/messages'
import { BRACKET_ROUNDS } from '#shared/tournament'

/** Messages of the tournament admin (shown as toasts by the page) */
export const TOURNAMENT_INPUT_MESSAGES = {
  name: 'tournament_rules.input_name',
  nameLength: 'tournament_rules.input_name_length',
  prize: 'tournament_rules.input_prize',
  entrants: 'tournament_rules.input_entrants',
  username: 'tournament_rules.input_username',
  usernameLength: 'tournament_rules.input_username_length',
  slotNameLength: 'tournament_rules.input_slot_name_length',
  slot: 'tournament_rules.input_slot',
} as const satisfies Record<string, MessageKey>

const M = TOURNAMENT_INPUT_MESSAGES

/** PUT /api/tournament/entrants: the name, prize and the 8 entrants (slot name optional) */
export const saveEntrantsValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(120),
  prize: vine.number().min(0).withoutDecimals().max(100_000_000),
  entrants: vine
    .array(
      vine.object({
        username: vine.string().trim().minLength(1).maxLength(64),
        slot_name: vine.string().trim().maxLength(120).nullable().optional(),
      })
    )
    .fixedLength(BRACKET_ROUNDS.prelim.length),
})
saveEntrantsValidator.messagesProvider = new CatalogMessages({
  'name.required': M.name,
  'name.string': M.name,
  'name.minLength': M.name,
  'name.maxLength': M.nameLength,
  'prize.required': M.prize,
  'prize.number': M.prize,
  'prize.min': M.prize,
  'prize.max': M.prize,
  'prize.withoutDecimals': M.prize,
  'entrants.required': M.entrants,
  'entrants.array': M.entrants,
  'entrants.array.fixedLength': M.entrants,
  'entrants.*.object': M.username,
  'entrants.*.username.required': M.username,
  'entrants.*.username.string': M.username,
  'entrants.*.username.minLength': M.username,
  'entrants.*.username.maxLength': M.usernameLength,
  'entrants.*.slot_name.string': M.slotNameLength,
  'entrants.*.slot_name.maxLength': M.slotNameLength,
})

/** POST /api/tournament/winner */
export const markWinnerValidator = vine.create({
  slot: vine.number().withoutDecimals().range([1, 15]),
})
markWinnerValidator.messagesProvider = new CatalogMessages({
  'slot.required': M.slot,
  'slot.number': M.slot,
  'slot.withoutDecimals': M.slot,
  'slot.range': M.slot,
})
