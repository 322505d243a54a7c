import vine from '@vinejs/vine'
import { CatalogMessages, fieldMessages } from '#infra/i18n/catalog_messages'
import { VISIBLE_NAME } from '#shared/names'
import { POLL_LIMITS as L, POLL_MESSAGES as M } from '#shared/polls'

/**
 * POST /api/admin/polls: the question, 2 to 5 distinct options, the duration in seconds (a
 * JSON number, 10 s to 24 h; POLL_LIMITS.defaultDuration when omitted)
 */
export const newPollValidator = vine.create({
  question: vine.string().trim().minLength(1).maxLength(L.questionLength).regex(VISIBLE_NAME),
  options: vine
    .array(vine.string().trim().minLength(1).maxLength(L.optionLength).regex(VISIBLE_NAME))
    .minLength(L.options.min)
    .maxLength(L.options.max)
    .distinct(),
  duration: vine
    .number({ strict: true })
    .withoutDecimals()
    .range([L.duration.min, L.duration.max])
    .optional(),
})

/** POST /api/polls/:id/vote: the option's index (from 0) */
export const voteValidator = vine.create({
  option: vine
    .number({ strict: true })
    .withoutDecimals()
    .range([0, L.options.max - 1]),
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
  'array',
]

newPollValidator.messagesProvider = new CatalogMessages({
  ...fieldMessages(rules, { question: M.question }),
  ...fieldMessages(rules, { options: M.options }),
  ...fieldMessages(rules, { 'options.*': M.options }),
  'options.array.minLength': M.options,
  'options.array.maxLength': M.options,
  'options.distinct': M.optionsDistinct,
  ...fieldMessages(rules, { duration: M.duration }),
})
voteValidator.messagesProvider = new CatalogMessages(
  fieldMessages(rules, { option: M.optionIndex })
)
