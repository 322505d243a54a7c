import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { BRACKET_ROUNDS } from '#shared/tournament'

/** Messages of the tournament admin (shown as toasts by the page) */
export const TOURNAMENT_INPUT_MESSAGES = {
  name: 'Please enter a tournament name',
  nameLength: 'The tournament name can be at most 120 characters',
  prize: 'The prize must be a whole number of 0 or more',
  entrants: 'Enter all 8 entrants',
  username: 'Every entrant needs a name',
  usernameLength: 'Entrant names can be at most 64 characters',
  slotNameLength: 'Slot names can be at most 120 characters',
  slot: 'Pick a slot of the bracket',
} as const

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
saveEntrantsValidator.messagesProvider = new SimpleMessagesProvider({
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
markWinnerValidator.messagesProvider = new SimpleMessagesProvider({
  'slot.required': M.slot,
  'slot.number': M.slot,
  'slot.withoutDecimals': M.slot,
  'slot.range': M.slot,
})
