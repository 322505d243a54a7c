import vine from '@vinejs/vine'
import { GUESS_PLACES_MAX, GUESS_PRIZE_MAX } from '#shared/guessing'
import { CatalogMessages } from '#infra/i18n/catalog_messages'
import type { MessageKey } from '#shared/messages'

/** Messages of the bonus hunt admin (shown as toasts by the page) */
export const HUNT_INPUT_MESSAGES = {
  title: 'hunt_rules.input_title',
  titleLength: 'hunt_rules.input_title_length',
  startBalance: 'hunt_rules.input_start_balance',
  slotName: 'hunt_rules.input_slot_name',
  slotNameLength: 'hunt_rules.input_slot_name_length',
  betSize: 'hunt_rules.input_bet_size',
  payout: 'hunt_rules.input_payout',
  cents: 'hunt_rules.input_cents',
} as const satisfies Record<string, MessageKey>

const M = HUNT_INPUT_MESSAGES
const MAX_AMOUNT = 1_000_000_000

const title = () => vine.string().trim().minLength(1).maxLength(120)
const startBalance = () => vine.number().min(0).max(MAX_AMOUNT).decimal([0, 2])
const slotName = () => vine.string().trim().minLength(1).maxLength(120)
const betSize = () => vine.number().positive().max(MAX_AMOUNT).decimal([0, 2])

const messages = new CatalogMessages({
  'title.required': M.title,
  'title.string': M.title,
  'title.minLength': M.title,
  'title.maxLength': M.titleLength,
  'starting_balance.required': M.startBalance,
  'starting_balance.number': M.startBalance,
  'starting_balance.min': M.startBalance,
  'starting_balance.max': M.startBalance,
  'slot_name.required': M.slotName,
  'slot_name.string': M.slotName,
  'slot_name.minLength': M.slotName,
  'slot_name.maxLength': M.slotNameLength,
  'bet_size.required': M.betSize,
  'bet_size.number': M.betSize,
  'bet_size.positive': M.betSize,
  'bet_size.max': M.betSize,
  'amount.number': M.payout,
  'amount.min': M.payout,
  'amount.max': M.payout,
  'decimal': M.cents,
})

/**
 * POST /api/bonus-hunt/start and PUT /api/bonus-hunt/current (title and start balance of
 * the live hunt; both are always sent, as a field sent empty arrives as null)
 */
export const huntValidator = vine.create({ title: title(), starting_balance: startBalance() })
huntValidator.messagesProvider = messages

/** POST /api/bonus-hunt/slots and PUT /api/bonus-hunt/slots/{id}: slot name and bet size */
export const slotValidator = vine.create({ slot_name: slotName(), bet_size: betSize() })
slotValidator.messagesProvider = messages

/** PUT /api/bonus-hunt/slots/{id}/payout: the payout, or null while the bonus is unopened */
export const payoutValidator = vine.create({
  amount: vine.number().min(0).max(MAX_AMOUNT).decimal([0, 2]).nullable(),
})
payoutValidator.messagesProvider = messages

/** Messages of guess the balance (shown by the hunt page's guess form and the admin page) */
export const GUESS_INPUT_MESSAGES = {
  amount: 'hunt_rules.guess_input_amount',
  negative: 'hunt_rules.guess_input_negative',
  tooLarge: 'hunt_rules.guess_input_too_large',
  cents: 'hunt_rules.guess_input_cents',
  open: 'hunt_rules.guess_input_open',
  prize: 'hunt_rules.guess_input_prize',
  prizes: 'hunt_rules.guess_input_prizes',
} as const satisfies Record<string, MessageKey>

const G = GUESS_INPUT_MESSAGES

/**
 * POST /api/bonus-hunt/guess: dollars as a JSON number (a string such as "12" is refused
 * rather than read, so what was guessed is never a conversion's guess)
 */
export const guessValidator = vine.create({
  amount: vine.number({ strict: true }).min(0).max(MAX_AMOUNT).decimal([0, 2]),
})
guessValidator.messagesProvider = new CatalogMessages({
  'amount.required': G.amount,
  'amount.number': G.amount,
  'amount.min': G.negative,
  'amount.max': G.tooLarge,
  'amount.decimal': G.cents,
})

/**
 * POST /api/bonus-hunt/guessing: open or close guessing, optionally setting the points prize
 * (`prize`: one place, as before) or the places paid (`prizes`: the top N, a whole number of
 * points each, 0 for a place without points)
 */
export const guessingValidator = vine.create({
  open: vine.boolean({ strict: true }),
  prizes: vine
    .array(vine.number({ strict: true }).withoutDecimals().min(0).max(GUESS_PRIZE_MAX))
    .minLength(1)
    .maxLength(GUESS_PLACES_MAX)
    .optional(),
  prize: vine
    .number({ strict: true })
    .withoutDecimals()
    .min(1)
    .max(GUESS_PRIZE_MAX)
    .nullable()
    .optional(),
})
guessingValidator.messagesProvider = new CatalogMessages({
  'open.required': G.open,
  'open.boolean': G.open,
  'prize.number': G.prize,
  'prize.withoutDecimals': G.prize,
  'prize.min': G.prize,
  'prize.max': G.prize,
  'prizes.array': G.prizes,
  'prizes.minLength': G.prizes,
  'prizes.maxLength': G.prizes,
  'prizes.*.number': G.prizes,
  'prizes.*.withoutDecimals': G.prizes,
  'prizes.*.min': G.prizes,
  'prizes.*.max': G.prizes,
})
