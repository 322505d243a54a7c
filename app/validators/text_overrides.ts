import vine from '@vinejs/vine'
import { LOCALES } from '#shared/locales'

/** PUT /api/admin/texts: an override of one message in one language (ICU checked by the service) */
export const saveTextValidator = vine.create({
  locale: vine.enum(LOCALES),
  key: vine.string().maxLength(200),
  message: vine.string().minLength(1).maxLength(5000),
})

/** DELETE /api/admin/texts: back to the catalog's text (an orphaned override is deleted alike) */
export const resetTextValidator = vine.create({
  locale: vine.enum(LOCALES),
  key: vine.string().maxLength(200),
})
