import vine from '@vinejs/vine'
import { CatalogMessages, fieldMessages } from '#infra/i18n/catalog_messages'
import { SAFE_NAME } from '#shared/names'
import { PREDICTION_LIMITS as L, PREDICTION_MESSAGES as M } from '#shared/predictions'

/** A lock time still to come, at most a week ahead */
const lockAhead = vine.createRule((value, _options, field) => {
  const at = value instanceof Date ? value.getTime() : Number.NaN
  if (!(at > Date.now() && at <= Date.now() + L.lockMaxMinutes * 60_000)) {
    field.report(M.locksAt, 'lockAhead', field)
  }
})

const stake = () =>
  vine.number({ strict: true }).withoutDecimals().range([L.stake.min, L.stake.max])

/**
 * POST /api/admin/predictions: the question, 2 to 10 outcomes, the lock time (an ISO instant);
 * each person's total stake defaults to 10 to 10,000 points
 */
export const newPredictionValidator = vine.create({
  question: vine.string().trim().minLength(1).maxLength(L.questionLength).regex(SAFE_NAME),
  outcomes: vine
    .array(vine.string().trim().minLength(1).maxLength(L.outcomeLength).regex(SAFE_NAME))
    .minLength(L.outcomes.min)
    .maxLength(L.outcomes.max),
  locks_at: vine.date({ formats: { utc: true } }).use(lockAhead()),
  min_stake: stake().optional(),
  max_stake: stake().optional(),
})

/** POST /api/admin/predictions/:id/resolve: the winning outcome's index (from 0) */
export const resolvePredictionValidator = vine.create({
  outcome: vine
    .number({ strict: true })
    .withoutDecimals()
    .range([0, L.outcomes.max - 1]),
})

/** POST /api/predictions/:id/stake: points on one outcome (its index, from 0) */
export const stakeValidator = vine.create({
  outcome: vine
    .number({ strict: true })
    .withoutDecimals()
    .range([0, L.outcomes.max - 1]),
  amount: stake(),
})

const rules = [
  'required',
  'string',
  'number',
  'range',
  'withoutDecimals',
  'minLength',
  'maxLength',
  'regex',
  'date',
  'array',
]

newPredictionValidator.messagesProvider = new CatalogMessages({
  ...fieldMessages(rules, { question: M.question }),
  ...fieldMessages(rules, { outcomes: M.outcomes }),
  ...fieldMessages(rules, { 'outcomes.*': M.outcomes }),
  // VineJS names an array's length rules array.minLength and array.maxLength
  'outcomes.array.minLength': M.outcomes,
  'outcomes.array.maxLength': M.outcomes,
  ...fieldMessages(rules, { locks_at: M.locksAt }),
  'locks_at.lockAhead': M.locksAt,
  ...fieldMessages(rules, { min_stake: M.stakeLimits }),
  ...fieldMessages(rules, { max_stake: M.stakeLimits }),
})
resolvePredictionValidator.messagesProvider = new CatalogMessages(
  fieldMessages(rules, { outcome: M.outcomeIndex })
)
stakeValidator.messagesProvider = new CatalogMessages({
  ...fieldMessages(rules, { outcome: M.outcomeIndex }),
  ...fieldMessages(rules, { amount: M.amount }),
})
