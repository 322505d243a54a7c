import vine from '@vinejs/vine'
import { CatalogMessages, type RuleMessage } from '#infra/i18n/catalog_messages'
import { SAFE_NAME } from '#shared/names'
import { TOURNAMENT_LIMITS as L, VIEWER_TOURNAMENT_MESSAGES as M } from '#shared/tournament_draw'
import { TOURNAMENT_INPUT_MESSAGES } from '#validators/tournament'

/** numbers must be JSON numbers (a string '8' is refused) */
const whole = (min: number, max: number) =>
  vine.number({ strict: true }).withoutDecimals().range([min, max])

const RULES = [
  'required',
  'string',
  'number',
  'minLength',
  'maxLength',
  'range',
  'withoutDecimals',
  'regex',
  'min',
  'max',
]

function fieldMessages(fields: Record<string, RuleMessage>) {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([field, text]) =>
      RULES.map((rule) => [`${field}.${rule}`, text])
    )
  )
}

/**
 * POST /api/admin/tournaments: only `name` and `max_players` are required; no keyword (site
 * sign-up only), no cash prize shown and no points prize by default
 */
export const createTournamentValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(L.nameLength).regex(SAFE_NAME),
  max_players: whole(L.players.min, L.players.max),
  keyword: vine
    .string()
    .trim()
    .minLength(1)
    .maxLength(L.keywordLength)
    .regex(/^\S+$/)
    .nullable()
    .optional(),
  prize: whole(0, 100_000_000).optional(),
  prize_points: whole(1, L.prizePoints.max).nullable().optional(),
})
createTournamentValidator.messagesProvider = new CatalogMessages(
  fieldMessages({
    name: M.inputName,
    max_players: {
      key: M.inputPlayers,
      values: { min: String(L.players.min), max: String(L.players.max) },
    },
    keyword: { key: M.inputKeyword, values: { max: String(L.keywordLength) } },
    prize: TOURNAMENT_INPUT_MESSAGES.prize,
    prize_points: { key: M.inputPrizePoints, values: { max: String(L.prizePoints.max) } },
  })
)

const slot = () => whole(1, 2 * L.players.max - 1)

/** POST /api/admin/tournaments/:id/winner */
export const matchWinnerValidator = vine.create({ slot: slot() })
matchWinnerValidator.messagesProvider = new CatalogMessages(
  fieldMessages({ slot: TOURNAMENT_INPUT_MESSAGES.slot })
)

/** POST /api/admin/tournaments/:id/payout: a player's bonus in their match */
export const matchPayoutValidator = vine.create({
  slot: slot(),
  payout: vine.number({ strict: true }).min(0).max(1_000_000_000),
  bet: vine.number({ strict: true }).min(0).max(1_000_000).nullable().optional(),
  slot_name: vine.string().trim().maxLength(120).regex(SAFE_NAME).nullable().optional(),
})
matchPayoutValidator.messagesProvider = new CatalogMessages(
  fieldMessages({
    slot: TOURNAMENT_INPUT_MESSAGES.slot,
    payout: M.inputPayout,
    bet: M.inputPayout,
    slot_name: TOURNAMENT_INPUT_MESSAGES.slotNameLength,
  })
)
