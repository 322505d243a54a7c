import vine from '@vinejs/vine'
import { CatalogMessages, fieldMessages } from '#infra/i18n/catalog_messages'
import { IMAGE_MESSAGES } from '#infra/uploads/image_upload'
import { SAFE_NAME } from '#shared/names'
import { CATALOG_LIMITS as L, CATALOG_MESSAGES as M, VOLATILITIES } from '#shared/slot_catalog'

/**
 * POST /api/admin/slots and PUT /api/admin/slots/:id: JSON, or multipart with an image. Only
 * the name is required on create; the optional fields may be null or absent (absent keeps the
 * value on an update). Names refuse control, zero-width and bidi characters.
 */
const fields = {
  name: vine.string().trim().minLength(1).maxLength(L.nameLength).regex(SAFE_NAME),
  provider: vine
    .string()
    .trim()
    .maxLength(L.providerLength)
    .regex(SAFE_NAME)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  rtp: vine.number().range([L.rtp.min, L.rtp.max]).decimal([0, 2]).nullable().optional(),
  volatility: vine.enum(VOLATILITIES).nullable().optional(),
  max_win: vine.number().range([L.maxWin.min, L.maxWin.max]).decimal([0, 2]).nullable().optional(),
  released_on: vine
    .date({ formats: ['YYYY-MM-DD'] })
    .nullable()
    .optional(),
  image: vine.file().optional(),
}

const rules = [
  'required',
  'string',
  'number',
  'minLength',
  'maxLength',
  'regex',
  'range',
  'decimal',
  'enum',
  'date',
]

const messages = new CatalogMessages({
  ...fieldMessages(rules, { name: M.name }),
  ...fieldMessages(rules, { provider: M.provider }),
  ...fieldMessages(rules, { rtp: M.rtp }),
  ...fieldMessages(rules, { volatility: M.volatility }),
  ...fieldMessages(rules, { max_win: M.maxWin }),
  ...fieldMessages(rules, { released_on: M.releasedOn }),
  'image.file': IMAGE_MESSAGES.notAnImage,
})

export const createSlotValidator = vine.create(fields)
createSlotValidator.messagesProvider = messages

export const updateSlotValidator = vine.create({ ...fields, name: fields.name.clone().optional() })
updateSlotValidator.messagesProvider = messages

/** POST /api/admin/slots/:id/link: the typed name whose bonuses become this slot's */
export const linkSlotValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(L.nameLength),
})
linkSlotValidator.messagesProvider = new CatalogMessages(fieldMessages(rules, { name: M.linkName }))

/** POST /api/admin/slots/import: a CSV of at most 2 MB */
export const catalogCsvValidator = vine.create({ file: vine.file({ size: '2mb' }) })
catalogCsvValidator.messagesProvider = new CatalogMessages({
  'file.required': 'leaderboard_rules.csv_missing',
  'file.file': 'leaderboard_rules.csv_missing',
  'file.file.size': 'leaderboard_rules.csv_too_large',
})

/** GET /api/admin/slots/suggest?name=: the typed name to find close matches of */
export const slotSuggestValidator = vine.create({
  name: vine.string().trim().maxLength(L.nameLength),
})
