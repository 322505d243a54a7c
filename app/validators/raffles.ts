import vine from '@vinejs/vine'
import { CatalogMessages, fieldMessages } from '#infra/i18n/catalog_messages'
import { RAFFLE_INPUT_MESSAGES as M, RAFFLE_LIMITS as L } from '#shared/raffles'
import { IMAGE_MESSAGES } from '#infra/uploads/image_upload'

/** A moment still to come (the end of a raffle) */
const inFuture = vine.createRule((value, _options, field) => {
  if (!(value instanceof Date) || value.getTime() <= Date.now()) {
    field.report(M.endsAt.key, 'future', field)
  }
})

const whole = (min: number, max: number) => vine.number().withoutDecimals().range([min, max])

/** The fields of a raffle, all required on create (the optional ones may be null or absent) */
const fields = {
  title: vine.string().trim().minLength(1).maxLength(L.titleLength),
  prize: vine.string().trim().minLength(1).maxLength(L.prizeLength),
  winners: whole(L.winners.min, L.winners.max),
  ticket_cost: whole(0, L.ticketCost.max),
  max_tickets: whole(L.maxTickets.min, L.maxTickets.max),
  keyword: vine
    .string()
    .trim()
    .minLength(1)
    .maxLength(L.keywordLength)
    .regex(/^\S+$/)
    .nullable()
    .optional(),
  ends_at: vine
    .date({ formats: { utc: true } })
    .use(inFuture())
    .nullable()
    .optional(),
  min_account_days: whole(0, L.minAccountDays.max).nullable().optional(),
  kick_link_required: vine.boolean(),
  subscribers_only: vine.boolean().optional(),
  prize_points: whole(1, L.prizePoints.max).nullable().optional(),
  image: vine.file().optional(),
}

const RULES = [
  'required',
  'string',
  'number',
  'minLength',
  'maxLength',
  'range',
  'withoutDecimals',
  'regex',
  'date',
  'afterOrEqual',
  'boolean',
  'future',
]

const messages = new CatalogMessages({
  ...fieldMessages(RULES, {
    title: M.title,
    prize: M.prize,
    winners: M.winners,
    ticket_cost: M.ticketCost,
    max_tickets: M.maxTickets,
    keyword: M.keyword,
    ends_at: M.endsAt,
    min_account_days: M.minAccountDays,
    kick_link_required: M.kickLinkRequired,
    subscribers_only: M.subscribersOnly,
    prize_points: M.prizePoints,
    tickets: M.tickets,
  }),
  'image.file': IMAGE_MESSAGES.notAnImage,
})

/** POST /api/admin/raffles (JSON, or multipart with an image) */
export const createRaffleValidator = vine.create(fields)
createRaffleValidator.messagesProvider = messages

/** PUT /api/admin/raffles/:id: before the first entry, the fields sent change */
export const updateRaffleValidator = vine.create({
  title: fields.title.clone().optional(),
  prize: fields.prize.clone().optional(),
  winners: fields.winners.clone().optional(),
  ticket_cost: fields.ticket_cost.clone().optional(),
  max_tickets: fields.max_tickets.clone().optional(),
  keyword: fields.keyword.clone(),
  ends_at: fields.ends_at.clone(),
  min_account_days: fields.min_account_days.clone(),
  kick_link_required: fields.kick_link_required.clone().optional(),
  subscribers_only: fields.subscribers_only.clone(),
  prize_points: fields.prize_points.clone(),
  image: fields.image.clone(),
})
updateRaffleValidator.messagesProvider = messages

/** POST /api/raffles/:id/enter */
export const enterRaffleValidator = vine.create({
  tickets: whole(1, L.maxTickets.max),
})
enterRaffleValidator.messagesProvider = messages

/** GET /api/admin/raffles/:id/entries?search= */
export const raffleEntriesValidator = vine.create({
  search: vine.string().trim().maxLength(64).optional(),
})

/**
 * PUT /api/admin/raffles/:id/winners/:position: a hand-paid prize's payout status, with the
 * same rules and words as a board's payouts
 */
export { payoutStatusValidator as rafflePayoutValidator } from '#validators/leaderboard'
