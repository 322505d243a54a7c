import vine from '@vinejs/vine'
import { LOCALES } from '#shared/locales'

/** POST /api/locale: one of the languages the site speaks */
export const localeValidator = vine.create({ locale: vine.enum(LOCALES) })
